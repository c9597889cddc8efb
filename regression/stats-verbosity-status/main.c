int main() {
  int a[4];
  unsigned i;
  __CPROVER_assume(i < 4);
  a[i] = 7;
  __CPROVER_assert(a[i] == 7, "stored");
  return 0;
}
