#include <assert.h>
#include <fenv.h>
#include <math.h>

int main(void)
{
  // hypot of zeros is +0 whatever their signs (C Annex F)
  assert(!signbit(hypot(-0.0, -0.0)) && !signbit(hypotf(-0.0f, 0.0f)));
  // each assertion below fails with glibc 2.36: the model must not prove it
  double a = atanh(-0.9999999999999999); // glibc: -18.714973875118524 exactly
  assert(a != -18.714973875118524);
  fesetround(FE_DOWNWARD);
  double p = pow(3.0, 1.0); // glibc: 3 - 2^-51 (an ulp below the exact value)
  assert(p == 3.0);
  fesetround(FE_TOWARDZERO);
  double c = cbrt(1.0); // glibc: 1 - 2^-53
  assert(c == 1.0);
  fesetround(FE_UPWARD);
  double l = log2(2.0); // glibc: 1 + 2^-52
  assert(l == 1.0);
  return 0;
}
