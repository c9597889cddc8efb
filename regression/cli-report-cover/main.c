int main(void)
{
  int x;
  __CPROVER_assert(x != 5, "x is not 5");
  return 0;
}
