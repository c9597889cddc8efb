int nondet_int(void);

int main(void)
{
  int x = nondet_int();
  __CPROVER_assert(x != 1, "first"); //@A
  __CPROVER_assert(x == x, "second"); //@B
  __CPROVER_assert(x != 3, "third"); //@C
  return 0;
}
