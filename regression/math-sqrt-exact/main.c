/* sqrt is IEEE's correctly rounded square root, also for symbolic arguments and in every
   rounding mode: perfect squares are exact, sqrt(2)^2 is not 2, -0 stays -0. */
#include <assert.h>
#include <fenv.h>
#include <math.h>

int nondet_int(void);

int main(void)
{
  int k = nondet_int();
  __CPROVER_assume(k >= 0 && k <= 300);
  double d = (double)k;
  assert(sqrt(d * d) == d);
  float kf = (float)k;
  assert(sqrtf(kf * kf) == kf);

  double two = 2.0;
  double s = sqrt(two);
  assert(s * s != 2.0);
  assert(s == 0x1.6a09e667f3bcdp+0);
  assert(signbit(sqrt(-0.0)));
  assert(isnan(sqrt(-1.0)));

  /* directed rounding brackets the root of 2 */
  fesetround(FE_UPWARD);
  double up = sqrt(two);
  fesetround(FE_DOWNWARD);
  double down = sqrt(two);
  fesetround(FE_TONEAREST);
  assert(down < up);
  assert(nextafter(down, 3.0) == up);
  assert(up == 0x1.6a09e667f3bcdp+0);

  int m = nondet_int();
  __CPROVER_assume(m > 1 && m < 100);
  float r = sqrtf((float)m);
  assert(r > 1.0f && r < 10.0f);
  assert(m != 49 || r == 7.0f);
  /* 2 is not one of the m whose rounded root squares back to m (97 is) */
  assert(m != 2 || r * r != 2.0f);
  return 0;
}
