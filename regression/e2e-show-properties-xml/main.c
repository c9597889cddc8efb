int main(void)
{
  int a[2] = {0, 1};
  __CPROVER_assert(a[1] == 1, "second element");
  return 0;
}
