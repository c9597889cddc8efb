// Conversions between bit-fields wider than a float's significand and floating point
// round in the current rounding mode (the bit-field is an integer of its width).
#include <fenv.h>

struct wide { int s : 27; unsigned u : 30; long long l : 60; unsigned long long v : 63; };

int main(void)
{
  struct wide w = { 67108863, 1073741823u, 576460752303423487ll, 0x7fffffffffffffffull };
  float fs = w.s;        // 2^26 - 1 rounds to 2^26
  float fu = w.u;        // 2^30 - 1 rounds to 2^30
  double dl = w.l;       // 2^59 - 1 rounds to 2^59
  double dv = w.v;       // 2^63 - 1 rounds to 2^63
  __CPROVER_assert(fs == 67108864.0f, "signed 27 bits to float");
  __CPROVER_assert(fu == 1073741824.0f, "unsigned 30 bits to float");
  __CPROVER_assert(dl == 576460752303423488.0, "signed 60 bits to double");
  __CPROVER_assert(dv == 9223372036854775808.0, "unsigned 63 bits to double");

  fesetround(FE_TOWARDZERO);
  float tz = w.s;        // toward zero: 2^26 - 4 (float has 24 significand bits)
  __CPROVER_assert(tz == 67108860.0f, "toward zero");
  fesetround(FE_TONEAREST);

  // and back: a float in range converts to the bit-field by truncation
  struct wide b;
  b.s = -1234567.75f;
  b.u = 1000000.5;
  __CPROVER_assert(b.s == -1234567 && b.u == 1000000, "float to bit-field");

  int k;
  __CPROVER_assume(k >= 0 && k <= 1);
  w.s = 67108863 - k;
  float g = w.s;
  __CPROVER_assert(g == 67108864.0f, "nearest for every k in range");
  __CPROVER_assert(g != 67108864.0f, "fails");
  return 0;
}
