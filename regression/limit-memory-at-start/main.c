int main() {
  int x = 1;
  __CPROVER_assert(x == 1, "decided by constant propagation");
  return 0;
}
