unsigned nondet_unsigned(void);

int main(void)
{
  unsigned a = nondet_unsigned(), b = nondet_unsigned();
  unsigned r = a % b; //@A
  return (int)(r & 1u);
}
