/* fma and fmaf round x*y + z once, in every rounding mode: where the wider type's sum is
   inexact, the exact sum lies strictly between two adjacent wider values, and the
   result is determined by the mode (it was any value between the two roundings). The
   operands are nondeterministic so that the solver computes. Expected values are glibc's. */
#include <assert.h>
#include <fenv.h>
#include <math.h>
#include <string.h>
#include <stdint.h>

static uint32_t bits_f(float f) { uint32_t u; memcpy(&u, &f, 4); return u; }
static uint64_t bits_d(double d) { uint64_t u; memcpy(&u, &d, 8); return u; }

int main(void)
{
  int pick;
  __CPROVER_assume(pick == 0 || pick == 1);
  float a = pick ? -3.5f : 0.1f;
  float b = pick ? 0x1p-149f : 0x1.00000ap-128f;
  float c = pick ? 0x1p-24f : -1.0f;
  const int modes[4] = { FE_TONEAREST, FE_UPWARD, FE_DOWNWARD, FE_TOWARDZERO };
  const uint32_t want_f[2][4] = {
    { 0xbf800000u, 0xbf7fffffu, 0xbf800000u, 0xbf7fffffu },
    { 0x33800000u, 0x33800000u, 0x337fffffu, 0x337fffffu } };
  double x = pick ? 0x1.0000000000001p0 : -0x1.8p-1;
  double y = pick ? 0x1.0000000000001p0 : 0x1p-1074;
  double z = pick ? -1.0 : 0x1p-52;
  const uint64_t want_d[2][4] = {
    { 0x3cb0000000000000ull, 0x3cb0000000000000ull, 0x3cafffffffffffffull, 0x3cafffffffffffffull },
    { 0x3cc0000000000000ull, 0x3cc0000000000001ull, 0x3cc0000000000000ull, 0x3cc0000000000000ull } };
  for(int m = 0; m < 4; m++)
  {
    fesetround(modes[m]);
    float r = fmaf(a, b, c);
    double s = fma(x, y, z);
    fesetround(FE_TONEAREST);
    assert(bits_f(r) == want_f[pick][m]);
    assert(bits_d(s) == want_d[pick][m]);
  }
  return 0;
}
