/* A counterexample through float, double and long double arithmetic, conversions,
   a square root and a changed rounding mode is executed by the replay (goto-ir's soft
   float) and confirmed: no "not replayed" note. gcc reaches the failure with x = 25. */
#include <assert.h>
#include <fenv.h>
#include <math.h>

int nondet_int(void);

int main(void)
{
  int k = nondet_int();
  __CPROVER_assume(k >= 1 && k <= 40);
  float x = (float)k;
  double y = (double)x / 3.0 + 0.25;
  long double z = (long double)y * 1.5L;
  fesetround(FE_DOWNWARD);
  float third = 1.0f / 3.0f;
  fesetround(FE_TONEAREST);
  float r = sqrtf(x);
  int i = (int)(z * 10.0L);
  /* fails exactly for k = 25: sqrt 5, i = (25/3 + 0.25) * 1.5 * 10 = 128 */
  assert(!(r == 5.0f && i == 128 && third < 0.33333334f && !isnan(y)));
  return 0;
}
