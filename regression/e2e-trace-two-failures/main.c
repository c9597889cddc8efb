int nondet_int(void);

int main(void)
{
  int x = nondet_int();
  __CPROVER_assume(x >= 0 && x < 4);
  __CPROVER_assert(x != 1, "not one"); //@A
  __CPROVER_assert(x != 2, "not two"); //@B
  return 0;
}
