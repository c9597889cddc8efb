int nondet_int(void);

int main(void)
{
  int x = nondet_int();
  __CPROVER_assume(x > -5);
  return -x; //@A
}
