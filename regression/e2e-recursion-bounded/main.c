int fact(int n)
{
  if(n <= 1)
    return 1;
  return n * fact(n - 1);
}

int main(void)
{
  __CPROVER_assert(fact(5) == 120, "5!"); //@A
  return 0;
}
