int main() {
  int x;
  int y = 1;
  if(x > 3)
    y = 2;
  __CPROVER_assert(y == 1, "y is one");
  return 0;
}
