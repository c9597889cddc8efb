unsigned nondet_unsigned(void);

int main(void)
{
  unsigned x = nondet_unsigned();
  unsigned y = x + 1u;
  __CPROVER_assert(y != 0u || x == 4294967295u, "wraps only at UINT_MAX"); //@A
  return 0;
}
