#include <limits.h>
int main(void) {
  int x;
  __CPROVER_assert(__CPROVER_overflow_unary_minus(INT_MIN), "-INT_MIN overflows");
  __CPROVER_assert(!__CPROVER_overflow_unary_minus(5), "-5 does not");
  __CPROVER_assert(__CPROVER_overflow_shl(1, 31), "1 << 31 overflows int");
  __CPROVER_assert(!__CPROVER_overflow_shl(1, 30), "1 << 30 does not");
  __CPROVER_assert(__CPROVER_abs(-3) == 3 && __CPROVER_llabs(-4ll) == 4, "abs");
  if (x > 0) __CPROVER_assert(!__CPROVER_overflow_unary_minus(x), "positive negates");
  return 0;
}
