int nondet_int(void);

int inner(int v)
{
  __CPROVER_assert(v != 6, "v is not six");
  return v;
}

int main(void)
{
  int x = nondet_int();
  __CPROVER_assume(x >= 0 && x < 8);
  inner(x); //@M
  return 0;
}
