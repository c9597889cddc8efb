int nondet_int(void);

int main(void)
{
  int x = nondet_int();
  __CPROVER_assert(x != 1, "first");
  __CPROVER_assert(x != 2, "second"); //@B
  return 0;
}
