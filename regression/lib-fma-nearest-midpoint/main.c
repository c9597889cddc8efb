/* Rounded to nearest, fma and fmaf are exact where x*y + z lies just above or just below the
   midpoint of two results: the wider type's sum is inexact there, and its two bounds round
   to the two neighbours (the upper one was admitted as well, a false alarm). Products that
   are midpoints in the middle of a binade, below a power of two and at the overflow
   threshold, both signs. fmal of zeros gives the sign of an exact zero sum in every mode
   (it could be either). Operands are nondeterministic so that the solver computes; every
   expected value is glibc's (gcc -frounding-math -fno-builtin). */
#include <assert.h>
#include <fenv.h>
#include <math.h>
#include <stdint.h>
#include <string.h>

static uint32_t bits_f(float f) { uint32_t u; memcpy(&u, &f, 4); return u; }
static uint64_t bits_d(double d) { uint64_t u; memcpy(&u, &d, 8); return u; }

int main(void)
{
  unsigned i;
  __CPROVER_assume(i < 8);
  const float fx[8] = { 0x1.001p0f, 0x1.001p0f, 18631.0f * 0x1p90f, 18631.0f * 0x1p90f,
                        -18631.0f * 0x1p90f, -18631.0f * 0x1p90f, 18631.0f * 0x1p-14f,
                        18631.0f * 0x1p-14f };
  const float fy[8] = { 0x1.003p0f, 0x1.003p0f, 1801.0f * 0x1p13f, 1801.0f * 0x1p13f,
                        1801.0f * 0x1p13f, 1801.0f * 0x1p13f, 1801.0f * 0x1p-10f,
                        1801.0f * 0x1p-10f };
  const uint32_t want_f[8] = { 0x3f802001u, 0x3f802002u, 0x7f7fffffu, 0x7f800000u,
                               0xff800000u, 0xff7fffffu, 0x3fffffffu, 0x40000000u };
  float fz = i % 2 ? 0x1p-100f : -0x1p-100f;
  assert(bits_f(fmaf(fx[i], fy[i], fz)) == want_f[i]);

  const double dx[8] = { 0x1.0000004p0, 0x1.0000004p0, 262143.0 * 0x1p900, 262143.0 * 0x1p900,
                         -262143.0 * 0x1p900, -262143.0 * 0x1p900, 262143.0 * 0x1p-18,
                         262143.0 * 0x1p-18 };
  const double dy[8] = { 0x1.0000006p0, 0x1.0000006p0, 68719738881.0 * 0x1p70,
                         68719738881.0 * 0x1p70, 68719738881.0 * 0x1p70,
                         68719738881.0 * 0x1p70, 68719738881.0 * 0x1p-35,
                         68719738881.0 * 0x1p-35 };
  const uint64_t want_d[8] = { 0x3ff000000a000001ull, 0x3ff000000a000002ull,
                               0x7fefffffffffffffull, 0x7ff0000000000000ull,
                               0xfff0000000000000ull, 0xffefffffffffffffull,
                               0x3fffffffffffffffull, 0x4000000000000000ull };
  double dz = i % 2 ? 0x1p-200 : -0x1p-200;
  assert(bits_d(fma(dx[i], dy[i], dz)) == want_d[i]);

  /* the sign of fmal(a, b, c) for a = +-1, b = +-0, c = +-0 (index a*4 + b*2 + c, 1 for
     negative): downward it is negative unless both addends are +0, otherwise only where
     both are -0 */
  unsigned k;
  __CPROVER_assume(k < 8);
  long double a = k & 4 ? -1.0L : 1.0L;
  long double b = k & 2 ? -0.0L : 0.0L;
  long double c = k & 1 ? -0.0L : 0.0L;
  const int negative_down[8] = { 0, 1, 1, 1, 1, 1, 0, 1 };
  const int negative_other[8] = { 0, 0, 0, 1, 0, 1, 0, 0 };
  const int modes[4] = { FE_TONEAREST, FE_DOWNWARD, FE_UPWARD, FE_TOWARDZERO };
  for(int m = 0; m < 4; m++)
  {
    fesetround(modes[m]);
    long double r = fmal(a, b, c);
    fesetround(FE_TONEAREST);
    assert(r == 0);
    assert(!!signbit(r) == (m == 1 ? negative_down[k] : negative_other[k]));
  }
  return 0;
}
