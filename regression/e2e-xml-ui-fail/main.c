int nondet_int(void);

int main(void)
{
  int x = nondet_int();
  __CPROVER_assume(x >= 0 && x < 8);
  __CPROVER_assert(x != 5, "x is not five");
  return 0;
}
