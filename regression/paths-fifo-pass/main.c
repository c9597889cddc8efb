int main() {
  int x;
  int y = 0;
  if(x > 10)
    y = x - 10;
  else if(x < -10)
    y = -10 - x;
  __CPROVER_assert(y >= 0, "y is not negative");
  return 0;
}
