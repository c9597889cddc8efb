int main() {
  int x = 3;
  __CPROVER_assert(x == 3, "constant");
  return 0;
}
