#include <assert.h>
#include <fenv.h>
#include <math.h>

int main(void)
{
  // 2^-2000 is a normal long double (binary64 has no such number: its rounded value
  // is 0, which is not 2^-2000)
  long double r = exp2l(-2000.0L);
  assert(r > 0);
  assert(r < 1e-600L);
  // below binary64's least subnormal, rounding towards +infinity gives that subnormal,
  // not 0 (these fail: glibc's results are 2^-1074 and 2^-149)
  fesetround(FE_UPWARD);
  double d = exp2(-1080.0);
  float f = exp2f(-200.0f);
  assert(d == 0.0);
  assert(f == 0.0f);
  fesetround(FE_TONEAREST);
  // exact: 2^-1074 is binary64's least subnormal (fails: the path is reachable)
  assert(exp2(-1074.0) == 0.0);
  return 0;
}
