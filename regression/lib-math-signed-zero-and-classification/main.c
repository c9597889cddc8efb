#include <math.h>
#include <float.h>
#include <fenv.h>
int main(void)
{
  __CPROVER_assert(fmin(-0.0, 0.0) == 0.0 && fmin(0.0, -0.0) == 0.0, "fmin zeros");
  __CPROVER_assert(fmax(-0.0, 0.0) == 0.0 && fmax(0.0, -0.0) == 0.0, "fmax zeros");
  __CPROVER_assert(fminf(0.0f, -0.0f) == 0.0f && fmaxf(-0.0f, 0.0f) == 0.0f, "float");
  __CPROVER_assert(fminl(0.0L, -0.0L) == 0.0L && fmaxl(-0.0L, 0.0L) == 0.0L, "long double");
  __CPROVER_assert(fmin(2.0, 3.0) == 2.0 && fmax(2.0, 3.0) == 3.0, "ordinary");
  fesetround(FE_UPWARD);
  __CPROVER_assert(isfinite(DBL_TRUE_MIN) && !isinf(DBL_TRUE_MIN), "smallest subnormal is finite");
  __CPROVER_assert(__finite(4.9e-324) && !__isinf(4.9e-324) && !__isinff(1e-45f), "glibc names");
  __CPROVER_assert(signbit(fmin(-0.0, 0.0)), "the sign of equal zeros is not fixed");
  return 0;
}
