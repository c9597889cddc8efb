int nondet_int(void);

int check(int v)
{
  __CPROVER_assert(v != 5, "v is not five");
  return v;
}

int main(void)
{
  int x = nondet_int();
  __CPROVER_assume(x >= 0 && x < 8);
  check(x); //@C
  return 0;
}
