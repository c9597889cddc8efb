unsigned nondet_unsigned(void);

int main(void)
{
  unsigned x = nondet_unsigned(), y = nondet_unsigned();
  unsigned z = x + y; //@A
  return (int)(z & 1u);
}
