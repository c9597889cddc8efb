#include <assert.h>
#include <math.h>

int main(void)
{
  double z = -0.0, one = 1.0, inf = __builtin_inf(), nan = __builtin_nan("");
  assert(__builtin_signbit(z) && !__builtin_signbit(one));
  assert(__builtin_signbit(-inf));
  assert(__builtin_fpclassify(FP_NAN, FP_INFINITE, FP_NORMAL, FP_SUBNORMAL, FP_ZERO, z) == FP_ZERO);
  assert(__builtin_fpclassify(FP_NAN, FP_INFINITE, FP_NORMAL, FP_SUBNORMAL, FP_ZERO, one) == FP_NORMAL);
  assert(__builtin_fpclassify(FP_NAN, FP_INFINITE, FP_NORMAL, FP_SUBNORMAL, FP_ZERO, nan) == FP_NAN);
  assert(__builtin_fpclassify(FP_NAN, FP_INFINITE, FP_NORMAL, FP_SUBNORMAL, FP_ZERO, 4.9e-324) == FP_SUBNORMAL);
  assert(fpclassify(inf) == FP_INFINITE);
  assert(signbit(-1.5f));
  return 0;
}
