int g;

int main()
{
  int *r = (int *)16;
  __CPROVER_assert(*r != 3, "an integer address reads r$object");
  g = 5;
  long i = (long)&g;
  int *q = (int *)i;
  __CPROVER_assert(q == &g, "the bits are g's address");
  int *p = (int *)i;
  // symex's value set of p does not follow the integer: *p reads p$object, not g
  int x = *p;
  __CPROVER_assert(x != 5, "through the integer");
  return 0;
}
