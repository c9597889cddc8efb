int main() {
  int x, y;
  if(x > 0) {
    if(y > 0)
      __CPROVER_assert(x + y != 7, "sum is not 7");
    else
      __CPROVER_assert(x != 3, "x is not 3");
  }
  __CPROVER_assert(x != -100, "x is not -100");
  __CPROVER_assert(x * 0 == 0, "always");
  return 0;
}
