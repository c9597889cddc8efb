int nondet_int(void);

int main(void)
{
  int x = nondet_int();
  __CPROVER_assume(x > -10 && x < 10);
  return x << 2; //@A
}
