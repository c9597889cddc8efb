int main(void)
{
  int x = 3;
  __CPROVER_assert(x == 3, "three"); //@A
  return 0;
}
