int nondet_int(void);

int inner(int v)
{
  __CPROVER_assert(v != 6, "v is not six"); //@A
  return v;
}

int outer(int u)
{
  return inner(u + 1); //@O
}

int main(void)
{
  int x = nondet_int();
  __CPROVER_assume(x >= 0 && x < 8);
  outer(x); //@M
  return 0;
}
