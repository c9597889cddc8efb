int nondet_int(void);

int main(void)
{
  int x = nondet_int();
  int y = x > 0 ? x : 0;
  __CPROVER_assert(y >= 0, "y is not negative"); //@A
  return 0;
}
