struct S
{
  int a;
  int b;
};

int main()
{
  int *p = 0;
  int *q = 0;
  *p = 5;
  int x = *q;
  __CPROVER_assert(x == 5, "q$object is not p$object");
  p = (int *)8;
  int y = *p;
  __CPROVER_assert(y == 5, "every dereference of p shares p$object");
  int **pp = &p;
  __CPROVER_assert(**pp == 5, "through pp as well");
  char *c = (char *)p;
  __CPROVER_assert(*c == 5, "c$object is another object");
  struct S *s = 0;
  s->b = 3;
  __CPROVER_assert(s->b == 3, "members of s$object");
  __CPROVER_assert(*(q + 1) == *(q + 1), "q + 1 reads a fresh object each time");
  int k;
  int r = (k > 0 && *(q + 2) == 7) ? 1 : 0;
  __CPROVER_assert(r == 0, "short-circuit");
  return 0;
}
