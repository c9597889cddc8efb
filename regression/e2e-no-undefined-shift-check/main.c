unsigned nondet_unsigned(void);

int main(void)
{
  unsigned v = nondet_unsigned(), d = nondet_unsigned();
  return (int)((v >> d) & 1u);
}
