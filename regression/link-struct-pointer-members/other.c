struct S
{
  char *p;
  long n;
};

extern struct S s;
struct S *ps = &s;

int read_other(void)
{
  return *(int *)s.p + (int)ps->n;
}
