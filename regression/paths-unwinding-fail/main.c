int main() {
  unsigned n;
  __CPROVER_assume(n < 5);
  unsigned s = 0;
  for(unsigned i = 0; i < n; i++)
    s += i;
  __CPROVER_assert(s <= 6, "small sum");
  return 0;
}
