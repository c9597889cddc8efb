/* fma rounds once: fma(0.1, 10, -1) is the exact residual of 0.1 * 10 (5.55e-17), not 0
   as x * y + z gives; float and symbolic arguments too. */
#include <assert.h>
#include <math.h>

int nondet_int(void);

int main(void)
{
  assert(fma(0.1, 10.0, -1.0) == 0x1p-54);
  assert(0.1 * 10.0 - 1.0 == 0.0);
  assert(fmaf(0.1f, 10.0f, -1.0f) == 0x1p-26f);
  assert(fmal(2.0L, 3.0L, 1.0L) == 7.0L);
  assert(signbit(fma(1.0, -0.0, 0.0)) == 0);
  assert(isnan(fma(INFINITY, 0.0, 1.0)));

  int k = nondet_int();
  __CPROVER_assume(k >= 1 && k <= 9);
  double t = k / 10.0;
  double r = fma(t, 10.0, -(double)k);
  /* the residual of k/10 * 10 is exact and nonzero for some k */
  assert(r == t * 10.0 - k || r != 0.0);
  assert(r == 0.0); /* fails: k = 1 gives 2^-54 */
  return 0;
}
