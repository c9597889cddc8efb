int nondet_int(void);

int main(void)
{
  int x = nondet_int();
  __CPROVER_assert(x > 0, "before assume"); //@A
  __CPROVER_assume(x > 0);
  __CPROVER_assert(x > 0, "after assume"); //@B
  return 0;
}
