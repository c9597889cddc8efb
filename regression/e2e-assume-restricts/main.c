int nondet_int(void);

int main(void)
{
  int x = nondet_int();
  __CPROVER_assume(x > 10 && x < 20);
  __CPROVER_assert(x > 5, "after assume"); //@A
  return 0;
}
