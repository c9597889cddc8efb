unsigned nondet_unsigned(void);

int main(void)
{
  unsigned a = nondet_unsigned(), b = nondet_unsigned();
  return (int)((a / b) & 1u);
}
