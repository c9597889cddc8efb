#include <assert.h>
#include <fenv.h>
#include <float.h>
#include <math.h>

int main(void)
{
  int e;
  double m = frexp(8.0, &e);
  /* the fraction is in [0.5, 1): 8 is 0.5 * 2^4, not 1 * 2^3 */
  assert(m == 1.0 && e == 3);
  /* half the least subnormal is a tie: it rounds to even, zero */
  assert(ldexp(1.0, -1075) == DBL_TRUE_MIN);
  /* overflow toward zero stops at the largest finite value */
  fesetround(FE_TOWARDZERO);
  assert(isinf(ldexp(1.0, 1024)));
  fesetround(FE_TONEAREST);
  /* logb of zero is a pole, -infinity */
  assert(logb(0.0) == 0.0);
  /* an exact normal scaling */
  assert(scalbnf(3.0f, 4) == 48.0f);
  return 0;
}
