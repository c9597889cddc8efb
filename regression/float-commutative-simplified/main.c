#include <math.h>

double nondet_double(void);

int main(void)
{
  double a = nondet_double(), b = nondet_double();
  __CPROVER_assert(isnan(a * b) || a * b == b * a, "products commute");
  __CPROVER_assert(isnan(a + b) || a + b == b + a, "sums commute");
  __CPROVER_assert(a + b == b + a, "fails for NaN");
  return 0;
}
