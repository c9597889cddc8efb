#include <assert.h>
#include <fenv.h>
#include <float.h>
#include <math.h>

int main(void)
{
  double big = ldexp(1.0, 1024);
  assert(isinf(big));
  fesetround(FE_TOWARDZERO);
  assert(ldexp(1.5, 1024) == DBL_MAX);
  assert(ldexp(3.0, -1076) == 0.0);
  fesetround(FE_UPWARD);
  assert(ldexp(1.0, -1100) == DBL_TRUE_MIN);
  assert(ldexp(-1.0, -1100) == 0.0 && signbit(ldexp(-1.0, -1100)));
  fesetround(FE_DOWNWARD);
  assert(ldexp(-1.0, -1100) == -DBL_TRUE_MIN);
  assert(ldexpf(1.0f, 200) == FLT_MAX);
  fesetround(FE_TONEAREST);
  /* long double is x87's in gcc and IEEE quadruple in rbmc and CBMC: relations only */
  long double r = nextafterl(1.0L, 2.0L);
  assert(r > 1.0L && r - 1.0L <= 0x1p-63L && nextafterl(r, 0.0L) == 1.0L);
  long double n = nextafterl(0.0L, -1.0L);
  assert(n < 0 && nextafterl(n, 1.0L) == 0.0L && signbit(nextafterl(n, 1.0L)));
  long double top = nextafterl(INFINITY, 0.0L);
  assert(!isinf(top) && top > 0x1p16383L && nextafterl(top, INFINITY) == INFINITY);
  assert(nextafterl(-INFINITY, 0.0L) == -top);
  assert(nexttoward(1.0, 1.0L + 0x1p-60L) == 1.0 + DBL_EPSILON);
  assert(nexttowardf(1.0f, 0.5L) == 1.0f - FLT_EPSILON / 2);
  assert(nexttoward(0.0, -1.0L) == -DBL_TRUE_MIN);
  assert(nexttowardl(2.0L, 3.0L) == nextafterl(2.0L, 3.0L));
  fenv_t env;
  fesetround(FE_UPWARD);
  fegetenv(&env);
  fesetround(FE_DOWNWARD);
  assert(fegetround() == FE_DOWNWARD);
  fesetenv(&env);
  assert(fegetround() == FE_UPWARD);
  feholdexcept(&env);
  fesetenv(FE_DFL_ENV);
  assert(fegetround() == FE_TONEAREST);
  feupdateenv(&env);
  assert(fegetround() == FE_UPWARD);
  fexcept_t flags;
  fegetexceptflag(&flags, FE_ALL_EXCEPT);
  assert((flags & ~FE_ALL_EXCEPT) == 0);
  fesetexceptflag(&flags, FE_ALL_EXCEPT);
  return 0;
}
