#include <assert.h>
#include <float.h>
#include <limits.h>
#include <math.h>

int main(void)
{
  int e;
  double m = frexp(8.0, &e);
  assert(m == 0.5 && e == 4);
  m = frexp(-3.0, &e);
  assert(m == -0.75 && e == 2);
  m = frexp(0.0, &e);
  assert(m == 0.0 && e == 0);
  m = frexp(DBL_TRUE_MIN, &e); /* 2^-1074 */
  assert(m == 0.5 && e == -1073);
  m = frexp(3 * DBL_TRUE_MIN, &e);
  assert(m == 0.75 && e == -1072);
  m = frexp(DBL_MAX, &e);
  assert(e == 1024 && m == DBL_MAX / 0x1p1023 / 2);
  float mf = frexpf(FLT_TRUE_MIN, &e);
  assert(mf == 0.5f && e == -148);
  mf = frexpf(-10.0f, &e);
  assert(mf == -0.625f && e == 4);
  long double ml = frexpl(1024.0L, &e);
  assert(ml == 0.5L && e == 11);
  ml = frexpl(-0.375L, &e);
  assert(ml == -0.75L && e == -1);

  assert(ldexp(1.0, 3) == 8.0);
  assert(ldexp(0.75, -1074) == DBL_TRUE_MIN); /* rounds to nearest, ties to even: 1 */
  assert(ldexp(1.0, -1075) == 0.0);           /* a tie, to even: 0 */
  assert(ldexp(3.0, -1076) == DBL_TRUE_MIN);  /* 0.75 of the least: up */
  assert(ldexp(1.0, -1022) == DBL_MIN);
  assert(ldexp(1.0, -1030) == DBL_MIN / 256);
  assert(isinf(ldexp(1.0, 1024)) && ldexp(-1.0, 5000) < 0);
  assert(ldexp(DBL_TRUE_MIN, 2000) == 0x1p926);
  assert(ldexp(DBL_MAX, -2098) == DBL_TRUE_MIN); /* just below 2^-1074: rounds to it */
  assert(scalbn(5.0, -1) == 2.5 && scalbln(5.0, 2L) == 20.0);
  assert(ldexpf(1.0f, -149) == FLT_TRUE_MIN && isinf(ldexpf(1.0f, 128)));
  assert(scalbnf(3.0f, 4) == 48.0f);
  assert(ldexpl(1.0L, 100) == 0x1p100L && scalbnl(-3.0L, -2) == -0.75L);
  assert(scalblnl(1.0L, -3L) == 0.125L);

  assert(logb(8.0) == 3.0 && logb(0.1) == -4.0 && logb(DBL_TRUE_MIN) == -1074.0);
  assert(isinf(logb(0.0)) && logb(0.0) < 0 && logb(-INFINITY) == INFINITY);
  assert(ilogb(8.0) == 3 && ilogb(-0.5) == -1 && ilogb(DBL_MIN) == -1022);
  assert(ilogb(0.0) == FP_ILOGB0 && ilogb(NAN) == FP_ILOGBNAN && ilogb(INFINITY) == INT_MAX);
  assert(logbf(1.0f) == 0.0f && ilogbf(FLT_TRUE_MIN) == -149);
  assert(logbl(1024.0L) == 10.0L && ilogbl(0.25L) == -2);
  /* every finite non-zero double: the decomposition is exact and scaling undoes it */
  double x;
  if(isfinite(x) && x != 0)
  {
    m = frexp(x, &e);
    assert(fabs(m) >= 0.5 && fabs(m) < 1);
    assert(ldexp(m, e) == x && ilogb(x) == e - 1);
  }
  return 0;
}
