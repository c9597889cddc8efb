int nondet_int(void);

int main(void)
{
  int x = nondet_int();
  __CPROVER_assume(x > -1000 && x < 1000);
  int y = x + 1000000; //@A
  return y;
}
