unsigned nondet_unsigned(void);

int main(void)
{
  unsigned b = nondet_unsigned();
  unsigned m = -b; //@A
  return (int)(m & 1u);
}
