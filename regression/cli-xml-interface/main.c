int twice(int x)
{
  int r = 0;
  for(int i = 0; i < 2; ++i)
    r += x;
  __CPROVER_assert(r == 2 * x, "sum of two");
  __CPROVER_assert(r != 6, "never six");
  return r;
}
