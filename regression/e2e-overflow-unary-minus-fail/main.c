int nondet_int(void);

int main(void)
{
  int x = nondet_int();
  __CPROVER_assume(x < 0);
  return -x; //@A
}
