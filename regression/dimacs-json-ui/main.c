int main() {
  int x;
  _Bool b;
  int y = b ? x : 2;
  __CPROVER_assert(y != 5, "y is not 5");
  return 0;
}
