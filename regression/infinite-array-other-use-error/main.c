int main(void)
{
  unsigned i;
  __CPROVER_assume(i < __CPROVER_constant_infinity_uint - 1);
  return 0;
}
