#include <math.h>

double __CPROVER_fma(double, double, double);
float __CPROVER_fmaf(float, float, float);

int main(void)
{
  /* one rounding: 0.1 * 10 - 1 is 2^-54 fused, 0 when rounded twice */
  double r = __CPROVER_fma(0.1, 10.0, -1.0);
  __CPROVER_assert(r == 0x1p-54, "fused");
  float a;
  __CPROVER_assume(isinf(a) && a > 0);
  float s = __CPROVER_fmaf(a, -3.0f, 100.0f);
  __CPROVER_assert(isinf(s) && s < 0, "sign of an infinite product");
  __CPROVER_assert(r == 0.1 * 10.0 - 1.0, "not the unfused value");
  return 0;
}
