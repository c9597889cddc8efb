int shift(int by)
{
  int r = 1 << by;                    // negative distance possible: fatal
  __CPROVER_assert(1, "after the shift");
  return r;
}

int main(void)
{
  int n;
  shift(n);
  __CPROVER_assert(n == n, "back in main");
  return 0;
}
