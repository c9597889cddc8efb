int nondet_int(void);

int main(void)
{
  int x = nondet_int();
  __CPROVER_assume(x > 0 && x < 100);
  __CPROVER_assert(x > 0, "positive"); //@A
  __CPROVER_assert(x > 50, "large");
  return 0;
}
