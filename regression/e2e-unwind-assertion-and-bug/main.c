int nondet_int(void);

int main(void)
{
  int n = nondet_int();
  __CPROVER_assume(n >= 0 && n < 100);
  int i = 0;
  while(i < n) //@B
    i++;
  __CPROVER_assert(i < 2, "short"); //@A
  return 0;
}
