int main() {
  int x = 2;
  __CPROVER_assert(x + x == 4, "constant");
  return 0;
}
