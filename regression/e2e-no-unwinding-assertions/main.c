int nondet_int(void);

int main(void)
{
  int n = nondet_int();
  __CPROVER_assume(n >= 0 && n < 100);
  int i = 0;
  while(i < n)
    i++;
  __CPROVER_assert(i < 3, "only short runs are explored"); //@A
  return 0;
}
