// Path by path, what a branch condition says about a pointer holds on the path that
// follows it (as on the two sides of a merged branch): after `q == &x` the pointer points
// to x only, and after `r != &y` fails, r points to y.
int *nondet_pointer(void);
int nondet_int(void);

int main(void)
{
  int x = 123, y = 456;
  int *q = nondet_pointer();
  if (q == &x)
    __CPROVER_assert(*q == 123, "q is &x");
  int *r = nondet_pointer();
  if (r != &y)
    r = &x;
  else
    __CPROVER_assert(*r == 456, "r is &y");
  __CPROVER_assert(*r == 123 || *r == 456, "r is &x or &y");
  int n = nondet_int();
  if (n == 3)
  {
    int sum = 0;
    for (int i = 0; i < n; i++)
      sum += i;
    __CPROVER_assert(sum == 3, "loop bound from the branch");
  }
  __CPROVER_assert(*r == 123, "fails when r is &y");
  return 0;
}
