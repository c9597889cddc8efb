int main(void)
{
  int x = 42;
  long addr = (long)&x;
  int *back = (int *)addr;
  *back = 0;
  __CPROVER_assert(x == 42, "x was overwritten through back"); //@A
  return 0;
}
