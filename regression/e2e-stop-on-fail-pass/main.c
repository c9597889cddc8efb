int main(void)
{
  int x = 2;
  __CPROVER_assert(x == 2, "two"); //@A
  return 0;
}
