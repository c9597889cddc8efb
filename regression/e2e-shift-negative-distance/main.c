int nondet_int(void);

int main(void)
{
  int d = nondet_int();
  __CPROVER_assume(d > -4 && d < 4);
  unsigned v = 1u << d; //@A
  return (int)v;
}
