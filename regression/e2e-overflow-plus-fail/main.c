int nondet_int(void);

int main(void)
{
  int x = nondet_int();
  __CPROVER_assume(x > 0);
  int y = x + 1; //@A
  return y;
}
