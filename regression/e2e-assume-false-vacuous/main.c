int nondet_int(void);

int main(void)
{
  int x = nondet_int();
  __CPROVER_assume(x != x);
  __CPROVER_assert(0, "unreachable after a false assumption"); //@A
  return 0;
}
