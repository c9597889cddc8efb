int main() {
  unsigned long long a, b;
  __CPROVER_assume(a > 1 && b > 1 && a < 4294967296ULL && b < 4294967296ULL);
  // 8349007087521000083 = 2893585129 * 2885350427: factoring it is hard for SAT solvers
  __CPROVER_assert(a * b != 8349007087521000083ULL, "not a factorisation");
  return 0;
}
