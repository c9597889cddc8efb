int nondet_int(void);

int main(void)
{
  int d = nondet_int();
  __CPROVER_assume(d >= 0 && d < 10);
  return 100 / d; //@A
}
