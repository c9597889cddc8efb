int nondet_int(void);

int main(void)
{
  int x = nondet_int(); //@X
  __CPROVER_assume(x > -8 && x < 0);
  __CPROVER_assert(x != -5, "x is not -5"); //@A
  return 0;
}
