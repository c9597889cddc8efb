int nondet_int(void);

int main(void)
{
  int x = nondet_int();
  __CPROVER_assert(x != 1, "first"); //@A
  __CPROVER_assert(x != 2, "second");
  int y = 10 / x; //@D
  return y;
}
