unsigned nondet_unsigned(void);

int main(void)
{
  unsigned x = nondet_unsigned();
  __CPROVER_assume(x < 1000u);
  unsigned z = x * 1000u; //@A
  return (int)(z & 1u);
}
