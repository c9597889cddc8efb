int is_odd(unsigned n);

int is_even(unsigned n)
{
  return n == 0 ? 1 : is_odd(n - 1);
}

int is_odd(unsigned n)
{
  return n == 0 ? 0 : is_even(n - 1);
}

int main(void)
{
  __CPROVER_assert(is_even(10), "10 is even"); //@A
  __CPROVER_assert(is_odd(7), "7 is odd"); //@B
  return 0;
}
