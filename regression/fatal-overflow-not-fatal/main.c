int main(void)
{
  int x;
  int y = x + 1;                      // may overflow: not fatal
  __CPROVER_assert(y == x + 1 || x == 2147483647, "wraps only at the top");
  return 0;
}
