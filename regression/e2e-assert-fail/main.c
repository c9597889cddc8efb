int nondet_int(void);

int main(void)
{
  int x = nondet_int();
  __CPROVER_assert(x != 5, "x is not five"); //@A
  return 0;
}
