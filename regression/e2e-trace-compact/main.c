int nondet_int(void);

int check(int v)
{
  int w = v * 2; //@W
  __CPROVER_assert(w != 10, "w is not ten"); //@A
  return w;
}

int main(void)
{
  int x = nondet_int(); //@X
  __CPROVER_assume(x >= 0 && x < 8);
  check(x); //@C
  return 0;
}
