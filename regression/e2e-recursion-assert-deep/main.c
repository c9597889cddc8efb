int nondet_int(void);

int sum_to(int n)
{
  if(n == 0)
    return 0;
  int r = n + sum_to(n - 1);
  __CPROVER_assert(r != 10, "partial sum is not 10"); //@A
  return r;
}

int main(void)
{
  int n = nondet_int();
  __CPROVER_assume(n >= 0 && n <= 5);
  sum_to(n);
  return 0;
}
