int main(void)
{
  int a[4];
  int n;
  __CPROVER_assume(n >= 0 && n <= 4);
  __CPROVER_assert(
    n == 5 || __CPROVER_exists { int i; (i >= 0 && i < n) && a[i] > 0 }, "some positive");
  return 0;
}
