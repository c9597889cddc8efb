int main() {
  unsigned long long a, b;
  __CPROVER_assume(a > 1 && b > 1 && a < 4294967296ULL && b < 4294967296ULL);
  __CPROVER_assert(a * b != 8349007087521000083ULL, "not a factorisation");
  int x;
  __CPROVER_assert(x != 12345, "x is not 12345");
  return 0;
}
