int nondet_int(void);

int depth(int n)
{
  if(n <= 0)
    return 0;
  return 1 + depth(n - 1);
}

int main(void)
{
  int n = nondet_int();
  __CPROVER_assume(n >= 0 && n < 10);
  return depth(n);
}
