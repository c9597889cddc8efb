unsigned nondet_unsigned(void);

int main(void)
{
  unsigned v = nondet_unsigned();
  unsigned d = nondet_unsigned();
  __CPROVER_assume(d <= 32u);
  return (int)(v >> d); //@A
}
