#include <assert.h>
#include <math.h>

int main(void)
{
  double x;
  assert(fabs(-2.5) == 2.5 && fabsf(-0.0f) == 0.0f);
  assert(floor(-2.5) == -3.0 && ceil(-2.5) == -2.0 && trunc(-2.7) == -2.0);
  assert(round(2.5) == 3.0 && round(-2.5) == -3.0 && lround(1.4) == 1);
  assert(rint(2.5) == 2.0 && nearbyint(3.5) == 4.0 && floorf(1.5f) == 1.0f);
  assert(fmin(1.0, 2.0) == 1.0 && fmax(1.0, 2.0) == 2.0 && fdim(5.0, 3.0) == 2.0);
  assert(copysign(3.0, -0.0) == -3.0 && __signbit(copysign(0.0, -1.0)));
  assert(nextafter(1.0, 2.0) > 1.0 && nextafter(1.0, 0.0) < 1.0);
  assert(__fpclassify(0x1p-1030) == FP_SUBNORMAL && __fpclassify(1.0) == FP_NORMAL);
  assert(__isnan(nan("")) && !__isinf(1e308) && !__finite(nan("")));
  if(!__isnan(x))
  {
    assert(fabs(x) >= 0);
    assert(fmax(x, 1.0) >= 1.0);
  }
  return 0;
}
