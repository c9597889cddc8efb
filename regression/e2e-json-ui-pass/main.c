int main(void)
{
  int x = 4;
  __CPROVER_assert(x % 2 == 0, "even");
  return 0;
}
