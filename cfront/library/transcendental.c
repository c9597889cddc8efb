/* rbmc's models of the transcendental functions of <math.h> (and sqrt, fmod, hypot),
   for float, double and long double. Generated from one template per function: the same
   text in the three types.

   sqrt is exact: `__CPROVER_sqrt{,f,l}` is IEEE's correctly rounded square root in the
   current rounding mode (an operator of the solver, `floatbv_sqrt`). Every other result is
   nondeterministic, constrained by facts that hold for the true value
   (special values of C99 Annex F, signs, ranges, exact points such as exp(0) == 1), and by
   rbmc's math oracle: `__rbmc_libm_within_*(fn, x, y, r, rounding mode)`, which symex
   answers (symex/src/libm.rs) with a bracket of a few ulps around fn(x, y) when the
   arguments are constants at the call, exact where every C library is (IEEE sqrt, fmod,
   exp2 of integers, log2 of powers of two, exact integer powers), and with `true` for
   symbolic arguments. So every property proved about a call is sound, and calls on
   constants are as precise as the C library. Compiled by cfront on demand. */

double __VERIFIER_nondet_double(void);
float __VERIFIER_nondet_float(void);
long double __VERIFIER_nondet_long_double(void);
double __rbmc_nan(void);
float __rbmc_nanf(void);
long double __rbmc_nanl(void);
double trunc(double x);
float truncf(float x);
long double truncl(long double x);
int __rbmc_libm_within_d(int fn, double x, double y, double r, int rounding_mode);
int __rbmc_libm_within_f(int fn, float x, float y, float r, int rounding_mode);
int __rbmc_libm_within_l(int fn, long double x, long double y, long double r, int rounding_mode);
int __rbmc_is_integer(double y);
int __rbmc_is_integerf(float y);
int __rbmc_is_integerl(long double y);
int __rbmc_is_odd(double y);
int __rbmc_is_oddf(float y);
int __rbmc_is_oddl(long double y);
double pow(double x, double y);
float powf(float x, float y);
long double powl(long double x, long double y);

/* whether y (double, finite) is an integer, and an odd one */
int __rbmc_is_integer(double y)
{
__CPROVER_HIDE:;
  return !__CPROVER_isinfd(y) && trunc(y) == y;
}

int __rbmc_is_odd(double y)
{
__CPROVER_HIDE:;
  double h = y / 2;
  return trunc(h) != h;
}

/* whether y (float, finite) is an integer, and an odd one */
int __rbmc_is_integerf(float y)
{
__CPROVER_HIDE:;
  return !__CPROVER_isinff(y) && truncf(y) == y;
}

int __rbmc_is_oddf(float y)
{
__CPROVER_HIDE:;
  float h = y / 2;
  return truncf(h) != h;
}

/* whether y (long double, finite) is an integer, and an odd one */
int __rbmc_is_integerl(long double y)
{
__CPROVER_HIDE:;
  return !__CPROVER_isinfld(y) && truncl(y) == y;
}

int __rbmc_is_oddl(long double y)
{
__CPROVER_HIDE:;
  long double h = y / 2;
  return truncl(h) != h;
}

double sqrt(double x)
{
__CPROVER_HIDE:;
  if(__CPROVER_isnand(x) || x == 0 || (__CPROVER_isinfd(x) && x > 0))
    return x;
  if(x < 0)
    return __rbmc_nan();
  /* IEEE's correctly rounded square root, in the current rounding mode */
  return __CPROVER_sqrt(x);
}

float sqrtf(float x)
{
__CPROVER_HIDE:;
  if(__CPROVER_isnanf(x) || x == 0 || (__CPROVER_isinff(x) && x > 0))
    return x;
  if(x < 0)
    return __rbmc_nanf();
  /* IEEE's correctly rounded square root, in the current rounding mode */
  return __CPROVER_sqrtf(x);
}

long double sqrtl(long double x)
{
__CPROVER_HIDE:;
  if(__CPROVER_isnanld(x) || x == 0 || (__CPROVER_isinfld(x) && x > 0))
    return x;
  if(x < 0)
    return __rbmc_nanl();
  /* IEEE's correctly rounded square root, in the current rounding mode */
  return __CPROVER_sqrtl(x);
}

double exp(double x)
{
__CPROVER_HIDE:;
  if(__CPROVER_isnand(x))
    return x;
  if(x == 0)
    return 1;
  if(__CPROVER_isinfd(x))
    return x > 0 ? x : 0;
  double r = __VERIFIER_nondet_double();
  __CPROVER_assume(!__CPROVER_isnand(r) && r >= 0 && (x > 0 ? r >= 1 : r <= 1));
  __CPROVER_assume(__rbmc_libm_within_d(1, x, 0.0, r, __CPROVER_rounding_mode));
  return r;
}

float expf(float x)
{
__CPROVER_HIDE:;
  if(__CPROVER_isnanf(x))
    return x;
  if(x == 0)
    return 1;
  if(__CPROVER_isinff(x))
    return x > 0 ? x : 0;
  float r = __VERIFIER_nondet_float();
  __CPROVER_assume(!__CPROVER_isnanf(r) && r >= 0 && (x > 0 ? r >= 1 : r <= 1));
  __CPROVER_assume(__rbmc_libm_within_f(1, x, 0.0f, r, __CPROVER_rounding_mode));
  return r;
}

long double expl(long double x)
{
__CPROVER_HIDE:;
  if(__CPROVER_isnanld(x))
    return x;
  if(x == 0)
    return 1;
  if(__CPROVER_isinfld(x))
    return x > 0 ? x : 0;
  long double r = __VERIFIER_nondet_long_double();
  __CPROVER_assume(!__CPROVER_isnanld(r) && r >= 0 && (x > 0 ? r >= 1 : r <= 1));
  __CPROVER_assume(__rbmc_libm_within_l(1, x, 0.0L, r, __CPROVER_rounding_mode));
  return r;
}

double exp2(double x)
{
__CPROVER_HIDE:;
  if(__CPROVER_isnand(x))
    return x;
  if(x == 0)
    return 1;
  if(__CPROVER_isinfd(x))
    return x > 0 ? x : 0;
  double r = __VERIFIER_nondet_double();
  __CPROVER_assume(!__CPROVER_isnand(r) && r >= 0 && (x > 0 ? r >= 1 : r <= 1));
  __CPROVER_assume(__rbmc_libm_within_d(2, x, 0.0, r, __CPROVER_rounding_mode));
  return r;
}

float exp2f(float x)
{
__CPROVER_HIDE:;
  if(__CPROVER_isnanf(x))
    return x;
  if(x == 0)
    return 1;
  if(__CPROVER_isinff(x))
    return x > 0 ? x : 0;
  float r = __VERIFIER_nondet_float();
  __CPROVER_assume(!__CPROVER_isnanf(r) && r >= 0 && (x > 0 ? r >= 1 : r <= 1));
  __CPROVER_assume(__rbmc_libm_within_f(2, x, 0.0f, r, __CPROVER_rounding_mode));
  return r;
}

long double exp2l(long double x)
{
__CPROVER_HIDE:;
  if(__CPROVER_isnanld(x))
    return x;
  if(x == 0)
    return 1;
  if(__CPROVER_isinfld(x))
    return x > 0 ? x : 0;
  long double r = __VERIFIER_nondet_long_double();
  __CPROVER_assume(!__CPROVER_isnanld(r) && r >= 0 && (x > 0 ? r >= 1 : r <= 1));
  __CPROVER_assume(__rbmc_libm_within_l(2, x, 0.0L, r, __CPROVER_rounding_mode));
  return r;
}

double expm1(double x)
{
__CPROVER_HIDE:;
  if(__CPROVER_isnand(x) || x == 0 || (__CPROVER_isinfd(x) && x > 0))
    return x;
  if(__CPROVER_isinfd(x))
    return -1;
  double r = __VERIFIER_nondet_double();
  /* e^x >= 1 + x; the sign of x */
  __CPROVER_assume(!__CPROVER_isnand(r) && r >= -1 && r >= x && (x > 0 ? r > 0 : r < 0));
  __CPROVER_assume(__rbmc_libm_within_d(3, x, 0.0, r, __CPROVER_rounding_mode));
  return r;
}

float expm1f(float x)
{
__CPROVER_HIDE:;
  if(__CPROVER_isnanf(x) || x == 0 || (__CPROVER_isinff(x) && x > 0))
    return x;
  if(__CPROVER_isinff(x))
    return -1;
  float r = __VERIFIER_nondet_float();
  /* e^x >= 1 + x; the sign of x */
  __CPROVER_assume(!__CPROVER_isnanf(r) && r >= -1 && r >= x && (x > 0 ? r > 0 : r < 0));
  __CPROVER_assume(__rbmc_libm_within_f(3, x, 0.0f, r, __CPROVER_rounding_mode));
  return r;
}

long double expm1l(long double x)
{
__CPROVER_HIDE:;
  if(__CPROVER_isnanld(x) || x == 0 || (__CPROVER_isinfld(x) && x > 0))
    return x;
  if(__CPROVER_isinfld(x))
    return -1;
  long double r = __VERIFIER_nondet_long_double();
  /* e^x >= 1 + x; the sign of x */
  __CPROVER_assume(!__CPROVER_isnanld(r) && r >= -1 && r >= x && (x > 0 ? r > 0 : r < 0));
  __CPROVER_assume(__rbmc_libm_within_l(3, x, 0.0L, r, __CPROVER_rounding_mode));
  return r;
}

double log(double x)
{
__CPROVER_HIDE:;
  if(__CPROVER_isnand(x) || (__CPROVER_isinfd(x) && x > 0))
    return x;
  if(x < 0)
    return __rbmc_nan();
  if(x == 0)
    return -__builtin_inf();
  if(x == 1)
    return 0;
  double r = __VERIFIER_nondet_double();
  __CPROVER_assume(!__CPROVER_isnand(r) && !__CPROVER_isinfd(r) && (x > 1 ? r > 0 : r < 0));
  __CPROVER_assume(__rbmc_libm_within_d(4, x, 0.0, r, __CPROVER_rounding_mode));
  return r;
}

float logf(float x)
{
__CPROVER_HIDE:;
  if(__CPROVER_isnanf(x) || (__CPROVER_isinff(x) && x > 0))
    return x;
  if(x < 0)
    return __rbmc_nanf();
  if(x == 0)
    return -__builtin_inff();
  if(x == 1)
    return 0;
  float r = __VERIFIER_nondet_float();
  __CPROVER_assume(!__CPROVER_isnanf(r) && !__CPROVER_isinff(r) && (x > 1 ? r > 0 : r < 0));
  __CPROVER_assume(__rbmc_libm_within_f(4, x, 0.0f, r, __CPROVER_rounding_mode));
  return r;
}

long double logl(long double x)
{
__CPROVER_HIDE:;
  if(__CPROVER_isnanld(x) || (__CPROVER_isinfld(x) && x > 0))
    return x;
  if(x < 0)
    return __rbmc_nanl();
  if(x == 0)
    return -__builtin_infl();
  if(x == 1)
    return 0;
  long double r = __VERIFIER_nondet_long_double();
  __CPROVER_assume(!__CPROVER_isnanld(r) && !__CPROVER_isinfld(r) && (x > 1 ? r > 0 : r < 0));
  __CPROVER_assume(__rbmc_libm_within_l(4, x, 0.0L, r, __CPROVER_rounding_mode));
  return r;
}

double log2(double x)
{
__CPROVER_HIDE:;
  if(__CPROVER_isnand(x) || (__CPROVER_isinfd(x) && x > 0))
    return x;
  if(x < 0)
    return __rbmc_nan();
  if(x == 0)
    return -__builtin_inf();
  if(x == 1)
    return 0;
  double r = __VERIFIER_nondet_double();
  __CPROVER_assume(!__CPROVER_isnand(r) && !__CPROVER_isinfd(r) && (x > 1 ? r > 0 : r < 0));
  __CPROVER_assume(__rbmc_libm_within_d(5, x, 0.0, r, __CPROVER_rounding_mode));
  return r;
}

float log2f(float x)
{
__CPROVER_HIDE:;
  if(__CPROVER_isnanf(x) || (__CPROVER_isinff(x) && x > 0))
    return x;
  if(x < 0)
    return __rbmc_nanf();
  if(x == 0)
    return -__builtin_inff();
  if(x == 1)
    return 0;
  float r = __VERIFIER_nondet_float();
  __CPROVER_assume(!__CPROVER_isnanf(r) && !__CPROVER_isinff(r) && (x > 1 ? r > 0 : r < 0));
  __CPROVER_assume(__rbmc_libm_within_f(5, x, 0.0f, r, __CPROVER_rounding_mode));
  return r;
}

long double log2l(long double x)
{
__CPROVER_HIDE:;
  if(__CPROVER_isnanld(x) || (__CPROVER_isinfld(x) && x > 0))
    return x;
  if(x < 0)
    return __rbmc_nanl();
  if(x == 0)
    return -__builtin_infl();
  if(x == 1)
    return 0;
  long double r = __VERIFIER_nondet_long_double();
  __CPROVER_assume(!__CPROVER_isnanld(r) && !__CPROVER_isinfld(r) && (x > 1 ? r > 0 : r < 0));
  __CPROVER_assume(__rbmc_libm_within_l(5, x, 0.0L, r, __CPROVER_rounding_mode));
  return r;
}

double log10(double x)
{
__CPROVER_HIDE:;
  if(__CPROVER_isnand(x) || (__CPROVER_isinfd(x) && x > 0))
    return x;
  if(x < 0)
    return __rbmc_nan();
  if(x == 0)
    return -__builtin_inf();
  if(x == 1)
    return 0;
  double r = __VERIFIER_nondet_double();
  __CPROVER_assume(!__CPROVER_isnand(r) && !__CPROVER_isinfd(r) && (x > 1 ? r > 0 : r < 0));
  __CPROVER_assume(__rbmc_libm_within_d(6, x, 0.0, r, __CPROVER_rounding_mode));
  return r;
}

float log10f(float x)
{
__CPROVER_HIDE:;
  if(__CPROVER_isnanf(x) || (__CPROVER_isinff(x) && x > 0))
    return x;
  if(x < 0)
    return __rbmc_nanf();
  if(x == 0)
    return -__builtin_inff();
  if(x == 1)
    return 0;
  float r = __VERIFIER_nondet_float();
  __CPROVER_assume(!__CPROVER_isnanf(r) && !__CPROVER_isinff(r) && (x > 1 ? r > 0 : r < 0));
  __CPROVER_assume(__rbmc_libm_within_f(6, x, 0.0f, r, __CPROVER_rounding_mode));
  return r;
}

long double log10l(long double x)
{
__CPROVER_HIDE:;
  if(__CPROVER_isnanld(x) || (__CPROVER_isinfld(x) && x > 0))
    return x;
  if(x < 0)
    return __rbmc_nanl();
  if(x == 0)
    return -__builtin_infl();
  if(x == 1)
    return 0;
  long double r = __VERIFIER_nondet_long_double();
  __CPROVER_assume(!__CPROVER_isnanld(r) && !__CPROVER_isinfld(r) && (x > 1 ? r > 0 : r < 0));
  __CPROVER_assume(__rbmc_libm_within_l(6, x, 0.0L, r, __CPROVER_rounding_mode));
  return r;
}

double log1p(double x)
{
__CPROVER_HIDE:;
  if(__CPROVER_isnand(x) || x == 0 || (__CPROVER_isinfd(x) && x > 0))
    return x;
  if(x < -1)
    return __rbmc_nan();
  if(x == -1)
    return -__builtin_inf();
  double r = __VERIFIER_nondet_double();
  /* log(1 + x) <= x; the sign of x */
  __CPROVER_assume(!__CPROVER_isnand(r) && !__CPROVER_isinfd(r) && r <= x && (x > 0 ? r > 0 : r < 0));
  __CPROVER_assume(__rbmc_libm_within_d(7, x, 0.0, r, __CPROVER_rounding_mode));
  return r;
}

float log1pf(float x)
{
__CPROVER_HIDE:;
  if(__CPROVER_isnanf(x) || x == 0 || (__CPROVER_isinff(x) && x > 0))
    return x;
  if(x < -1)
    return __rbmc_nanf();
  if(x == -1)
    return -__builtin_inff();
  float r = __VERIFIER_nondet_float();
  /* log(1 + x) <= x; the sign of x */
  __CPROVER_assume(!__CPROVER_isnanf(r) && !__CPROVER_isinff(r) && r <= x && (x > 0 ? r > 0 : r < 0));
  __CPROVER_assume(__rbmc_libm_within_f(7, x, 0.0f, r, __CPROVER_rounding_mode));
  return r;
}

long double log1pl(long double x)
{
__CPROVER_HIDE:;
  if(__CPROVER_isnanld(x) || x == 0 || (__CPROVER_isinfld(x) && x > 0))
    return x;
  if(x < -1)
    return __rbmc_nanl();
  if(x == -1)
    return -__builtin_infl();
  long double r = __VERIFIER_nondet_long_double();
  /* log(1 + x) <= x; the sign of x */
  __CPROVER_assume(!__CPROVER_isnanld(r) && !__CPROVER_isinfld(r) && r <= x && (x > 0 ? r > 0 : r < 0));
  __CPROVER_assume(__rbmc_libm_within_l(7, x, 0.0L, r, __CPROVER_rounding_mode));
  return r;
}

double pow(double x, double y)
{
__CPROVER_HIDE:;
  if(y == 0 || x == 1)
    return 1;
  if(__CPROVER_isnand(x) || __CPROVER_isnand(y))
    return __rbmc_nan();
  int y_int = __rbmc_is_integer(y);
  int y_odd = y_int && __rbmc_is_odd(y);
  if(x == 0)
  {
    if(y < 0)
      return y_odd ? 1 / x : __builtin_inf();
    return y_odd ? x : 0;
  }
  if(__CPROVER_isinfd(y))
  {
    double ax = x < 0 ? -x : x;
    if(ax == 1)
      return 1;
    return (ax < 1) == (y < 0) ? __builtin_inf() : 0;
  }
  if(__CPROVER_isinfd(x))
  {
    if(x < 0)
    {
      if(y < 0)
        return y_odd ? -0.0 : 0;
      return y_odd ? x : -x;
    }
    return y < 0 ? 0 : x;
  }
  if(x < 0 && !y_int)
    return __rbmc_nan();
  double r = __VERIFIER_nondet_double();
  /* the sign: negative exactly for a negative base and an odd exponent */
  __CPROVER_assume(!__CPROVER_isnand(r) && (x < 0 && y_odd ? r <= 0 : r >= 0));
  __CPROVER_assume(__rbmc_libm_within_d(8, x, y, r, __CPROVER_rounding_mode));
  return r;
}

float powf(float x, float y)
{
__CPROVER_HIDE:;
  if(y == 0 || x == 1)
    return 1;
  if(__CPROVER_isnanf(x) || __CPROVER_isnanf(y))
    return __rbmc_nanf();
  int y_int = __rbmc_is_integerf(y);
  int y_odd = y_int && __rbmc_is_oddf(y);
  if(x == 0)
  {
    if(y < 0)
      return y_odd ? 1 / x : __builtin_inff();
    return y_odd ? x : 0;
  }
  if(__CPROVER_isinff(y))
  {
    float ax = x < 0 ? -x : x;
    if(ax == 1)
      return 1;
    return (ax < 1) == (y < 0) ? __builtin_inff() : 0;
  }
  if(__CPROVER_isinff(x))
  {
    if(x < 0)
    {
      if(y < 0)
        return y_odd ? -0.0f : 0;
      return y_odd ? x : -x;
    }
    return y < 0 ? 0 : x;
  }
  if(x < 0 && !y_int)
    return __rbmc_nanf();
  float r = __VERIFIER_nondet_float();
  /* the sign: negative exactly for a negative base and an odd exponent */
  __CPROVER_assume(!__CPROVER_isnanf(r) && (x < 0 && y_odd ? r <= 0 : r >= 0));
  __CPROVER_assume(__rbmc_libm_within_f(8, x, y, r, __CPROVER_rounding_mode));
  return r;
}

long double powl(long double x, long double y)
{
__CPROVER_HIDE:;
  if(y == 0 || x == 1)
    return 1;
  if(__CPROVER_isnanld(x) || __CPROVER_isnanld(y))
    return __rbmc_nanl();
  int y_int = __rbmc_is_integerl(y);
  int y_odd = y_int && __rbmc_is_oddl(y);
  if(x == 0)
  {
    if(y < 0)
      return y_odd ? 1 / x : __builtin_infl();
    return y_odd ? x : 0;
  }
  if(__CPROVER_isinfld(y))
  {
    long double ax = x < 0 ? -x : x;
    if(ax == 1)
      return 1;
    return (ax < 1) == (y < 0) ? __builtin_infl() : 0;
  }
  if(__CPROVER_isinfld(x))
  {
    if(x < 0)
    {
      if(y < 0)
        return y_odd ? -0.0L : 0;
      return y_odd ? x : -x;
    }
    return y < 0 ? 0 : x;
  }
  if(x < 0 && !y_int)
    return __rbmc_nanl();
  long double r = __VERIFIER_nondet_long_double();
  /* the sign: negative exactly for a negative base and an odd exponent */
  __CPROVER_assume(!__CPROVER_isnanld(r) && (x < 0 && y_odd ? r <= 0 : r >= 0));
  __CPROVER_assume(__rbmc_libm_within_l(8, x, y, r, __CPROVER_rounding_mode));
  return r;
}

double sin(double x)
{
__CPROVER_HIDE:;
  if(__CPROVER_isnand(x) || __CPROVER_isinfd(x))
    return __rbmc_nan();
  if(x == 0)
    return x;
  double r = __VERIFIER_nondet_double();
  __CPROVER_assume(r >= -1 && r <= 1);
  __CPROVER_assume(__rbmc_libm_within_d(9, x, 0.0, r, __CPROVER_rounding_mode));
  return r;
}

float sinf(float x)
{
__CPROVER_HIDE:;
  if(__CPROVER_isnanf(x) || __CPROVER_isinff(x))
    return __rbmc_nanf();
  if(x == 0)
    return x;
  float r = __VERIFIER_nondet_float();
  __CPROVER_assume(r >= -1 && r <= 1);
  __CPROVER_assume(__rbmc_libm_within_f(9, x, 0.0f, r, __CPROVER_rounding_mode));
  return r;
}

long double sinl(long double x)
{
__CPROVER_HIDE:;
  if(__CPROVER_isnanld(x) || __CPROVER_isinfld(x))
    return __rbmc_nanl();
  if(x == 0)
    return x;
  long double r = __VERIFIER_nondet_long_double();
  __CPROVER_assume(r >= -1 && r <= 1);
  __CPROVER_assume(__rbmc_libm_within_l(9, x, 0.0L, r, __CPROVER_rounding_mode));
  return r;
}

double cos(double x)
{
__CPROVER_HIDE:;
  if(__CPROVER_isnand(x) || __CPROVER_isinfd(x))
    return __rbmc_nan();
  if(x == 0)
    return 1;
  double r = __VERIFIER_nondet_double();
  __CPROVER_assume(r >= -1 && r <= 1);
  __CPROVER_assume(__rbmc_libm_within_d(10, x, 0.0, r, __CPROVER_rounding_mode));
  return r;
}

float cosf(float x)
{
__CPROVER_HIDE:;
  if(__CPROVER_isnanf(x) || __CPROVER_isinff(x))
    return __rbmc_nanf();
  if(x == 0)
    return 1;
  float r = __VERIFIER_nondet_float();
  __CPROVER_assume(r >= -1 && r <= 1);
  __CPROVER_assume(__rbmc_libm_within_f(10, x, 0.0f, r, __CPROVER_rounding_mode));
  return r;
}

long double cosl(long double x)
{
__CPROVER_HIDE:;
  if(__CPROVER_isnanld(x) || __CPROVER_isinfld(x))
    return __rbmc_nanl();
  if(x == 0)
    return 1;
  long double r = __VERIFIER_nondet_long_double();
  __CPROVER_assume(r >= -1 && r <= 1);
  __CPROVER_assume(__rbmc_libm_within_l(10, x, 0.0L, r, __CPROVER_rounding_mode));
  return r;
}

double tan(double x)
{
__CPROVER_HIDE:;
  if(__CPROVER_isnand(x) || __CPROVER_isinfd(x))
    return __rbmc_nan();
  if(x == 0)
    return x;
  double r = __VERIFIER_nondet_double();
  __CPROVER_assume(!__CPROVER_isnand(r) && !__CPROVER_isinfd(r));
  __CPROVER_assume(__rbmc_libm_within_d(11, x, 0.0, r, __CPROVER_rounding_mode));
  return r;
}

float tanf(float x)
{
__CPROVER_HIDE:;
  if(__CPROVER_isnanf(x) || __CPROVER_isinff(x))
    return __rbmc_nanf();
  if(x == 0)
    return x;
  float r = __VERIFIER_nondet_float();
  __CPROVER_assume(!__CPROVER_isnanf(r) && !__CPROVER_isinff(r));
  __CPROVER_assume(__rbmc_libm_within_f(11, x, 0.0f, r, __CPROVER_rounding_mode));
  return r;
}

long double tanl(long double x)
{
__CPROVER_HIDE:;
  if(__CPROVER_isnanld(x) || __CPROVER_isinfld(x))
    return __rbmc_nanl();
  if(x == 0)
    return x;
  long double r = __VERIFIER_nondet_long_double();
  __CPROVER_assume(!__CPROVER_isnanld(r) && !__CPROVER_isinfld(r));
  __CPROVER_assume(__rbmc_libm_within_l(11, x, 0.0L, r, __CPROVER_rounding_mode));
  return r;
}

double asin(double x)
{
__CPROVER_HIDE:;
  if(__CPROVER_isnand(x))
    return x;
  if(x < -1 || x > 1)
    return __rbmc_nan();
  if(x == 0)
    return x;
  double r = __VERIFIER_nondet_double();
  __CPROVER_assume(r >= -1.5708 && r <= 1.5708);
  __CPROVER_assume(__rbmc_libm_within_d(12, x, 0.0, r, __CPROVER_rounding_mode));
  return r;
}

float asinf(float x)
{
__CPROVER_HIDE:;
  if(__CPROVER_isnanf(x))
    return x;
  if(x < -1 || x > 1)
    return __rbmc_nanf();
  if(x == 0)
    return x;
  float r = __VERIFIER_nondet_float();
  __CPROVER_assume(r >= -1.5708f && r <= 1.5708f);
  __CPROVER_assume(__rbmc_libm_within_f(12, x, 0.0f, r, __CPROVER_rounding_mode));
  return r;
}

long double asinl(long double x)
{
__CPROVER_HIDE:;
  if(__CPROVER_isnanld(x))
    return x;
  if(x < -1 || x > 1)
    return __rbmc_nanl();
  if(x == 0)
    return x;
  long double r = __VERIFIER_nondet_long_double();
  __CPROVER_assume(r >= -1.5708L && r <= 1.5708L);
  __CPROVER_assume(__rbmc_libm_within_l(12, x, 0.0L, r, __CPROVER_rounding_mode));
  return r;
}

double acos(double x)
{
__CPROVER_HIDE:;
  if(__CPROVER_isnand(x))
    return x;
  if(x < -1 || x > 1)
    return __rbmc_nan();
  if(x == 1)
    return 0;
  double r = __VERIFIER_nondet_double();
  __CPROVER_assume(r >= 0 && r <= 3.1416);
  __CPROVER_assume(__rbmc_libm_within_d(13, x, 0.0, r, __CPROVER_rounding_mode));
  return r;
}

float acosf(float x)
{
__CPROVER_HIDE:;
  if(__CPROVER_isnanf(x))
    return x;
  if(x < -1 || x > 1)
    return __rbmc_nanf();
  if(x == 1)
    return 0;
  float r = __VERIFIER_nondet_float();
  __CPROVER_assume(r >= 0 && r <= 3.1416f);
  __CPROVER_assume(__rbmc_libm_within_f(13, x, 0.0f, r, __CPROVER_rounding_mode));
  return r;
}

long double acosl(long double x)
{
__CPROVER_HIDE:;
  if(__CPROVER_isnanld(x))
    return x;
  if(x < -1 || x > 1)
    return __rbmc_nanl();
  if(x == 1)
    return 0;
  long double r = __VERIFIER_nondet_long_double();
  __CPROVER_assume(r >= 0 && r <= 3.1416L);
  __CPROVER_assume(__rbmc_libm_within_l(13, x, 0.0L, r, __CPROVER_rounding_mode));
  return r;
}

double atan(double x)
{
__CPROVER_HIDE:;
  if(__CPROVER_isnand(x))
    return x;
  if(x == 0)
    return x;
  double r = __VERIFIER_nondet_double();
  __CPROVER_assume(r >= -1.5708 && r <= 1.5708);
  __CPROVER_assume(__rbmc_libm_within_d(14, x, 0.0, r, __CPROVER_rounding_mode));
  return r;
}

float atanf(float x)
{
__CPROVER_HIDE:;
  if(__CPROVER_isnanf(x))
    return x;
  if(x == 0)
    return x;
  float r = __VERIFIER_nondet_float();
  __CPROVER_assume(r >= -1.5708f && r <= 1.5708f);
  __CPROVER_assume(__rbmc_libm_within_f(14, x, 0.0f, r, __CPROVER_rounding_mode));
  return r;
}

long double atanl(long double x)
{
__CPROVER_HIDE:;
  if(__CPROVER_isnanld(x))
    return x;
  if(x == 0)
    return x;
  long double r = __VERIFIER_nondet_long_double();
  __CPROVER_assume(r >= -1.5708L && r <= 1.5708L);
  __CPROVER_assume(__rbmc_libm_within_l(14, x, 0.0L, r, __CPROVER_rounding_mode));
  return r;
}

double atan2(double y, double x)
{
__CPROVER_HIDE:;
  if(__CPROVER_isnand(x) || __CPROVER_isnand(y))
    return __CPROVER_isnand(x) ? x : y;
  double r = __VERIFIER_nondet_double();
  __CPROVER_assume(r >= -3.1416 && r <= 3.1416);
  __CPROVER_assume(__rbmc_libm_within_d(15, y, x, r, __CPROVER_rounding_mode));
  return r;
}

float atan2f(float y, float x)
{
__CPROVER_HIDE:;
  if(__CPROVER_isnanf(x) || __CPROVER_isnanf(y))
    return __CPROVER_isnanf(x) ? x : y;
  float r = __VERIFIER_nondet_float();
  __CPROVER_assume(r >= -3.1416f && r <= 3.1416f);
  __CPROVER_assume(__rbmc_libm_within_f(15, y, x, r, __CPROVER_rounding_mode));
  return r;
}

long double atan2l(long double y, long double x)
{
__CPROVER_HIDE:;
  if(__CPROVER_isnanld(x) || __CPROVER_isnanld(y))
    return __CPROVER_isnanld(x) ? x : y;
  long double r = __VERIFIER_nondet_long_double();
  __CPROVER_assume(r >= -3.1416L && r <= 3.1416L);
  __CPROVER_assume(__rbmc_libm_within_l(15, y, x, r, __CPROVER_rounding_mode));
  return r;
}

double sinh(double x)
{
__CPROVER_HIDE:;
  if(__CPROVER_isnand(x) || x == 0 || __CPROVER_isinfd(x))
    return x;
  double r = __VERIFIER_nondet_double();
  /* |sinh x| >= |x|, the sign of x */
  __CPROVER_assume(!__CPROVER_isnand(r) && (x > 0 ? r >= x : r <= x));
  __CPROVER_assume(__rbmc_libm_within_d(16, x, 0.0, r, __CPROVER_rounding_mode));
  return r;
}

float sinhf(float x)
{
__CPROVER_HIDE:;
  if(__CPROVER_isnanf(x) || x == 0 || __CPROVER_isinff(x))
    return x;
  float r = __VERIFIER_nondet_float();
  /* |sinh x| >= |x|, the sign of x */
  __CPROVER_assume(!__CPROVER_isnanf(r) && (x > 0 ? r >= x : r <= x));
  __CPROVER_assume(__rbmc_libm_within_f(16, x, 0.0f, r, __CPROVER_rounding_mode));
  return r;
}

long double sinhl(long double x)
{
__CPROVER_HIDE:;
  if(__CPROVER_isnanld(x) || x == 0 || __CPROVER_isinfld(x))
    return x;
  long double r = __VERIFIER_nondet_long_double();
  /* |sinh x| >= |x|, the sign of x */
  __CPROVER_assume(!__CPROVER_isnanld(r) && (x > 0 ? r >= x : r <= x));
  __CPROVER_assume(__rbmc_libm_within_l(16, x, 0.0L, r, __CPROVER_rounding_mode));
  return r;
}

double cosh(double x)
{
__CPROVER_HIDE:;
  if(__CPROVER_isnand(x))
    return x;
  if(__CPROVER_isinfd(x))
    return __builtin_inf();
  if(x == 0)
    return 1;
  double r = __VERIFIER_nondet_double();
  __CPROVER_assume(!__CPROVER_isnand(r) && r >= 1);
  __CPROVER_assume(__rbmc_libm_within_d(17, x, 0.0, r, __CPROVER_rounding_mode));
  return r;
}

float coshf(float x)
{
__CPROVER_HIDE:;
  if(__CPROVER_isnanf(x))
    return x;
  if(__CPROVER_isinff(x))
    return __builtin_inff();
  if(x == 0)
    return 1;
  float r = __VERIFIER_nondet_float();
  __CPROVER_assume(!__CPROVER_isnanf(r) && r >= 1);
  __CPROVER_assume(__rbmc_libm_within_f(17, x, 0.0f, r, __CPROVER_rounding_mode));
  return r;
}

long double coshl(long double x)
{
__CPROVER_HIDE:;
  if(__CPROVER_isnanld(x))
    return x;
  if(__CPROVER_isinfld(x))
    return __builtin_infl();
  if(x == 0)
    return 1;
  long double r = __VERIFIER_nondet_long_double();
  __CPROVER_assume(!__CPROVER_isnanld(r) && r >= 1);
  __CPROVER_assume(__rbmc_libm_within_l(17, x, 0.0L, r, __CPROVER_rounding_mode));
  return r;
}

double tanh(double x)
{
__CPROVER_HIDE:;
  if(__CPROVER_isnand(x) || x == 0)
    return x;
  if(__CPROVER_isinfd(x))
    return x > 0 ? 1 : -1;
  double r = __VERIFIER_nondet_double();
  /* |tanh x| <= min(|x|, 1), the sign of x */
  __CPROVER_assume(x > 0 ? (r >= 0 && r <= 1 && r <= x) : (r <= 0 && r >= -1 && r >= x));
  __CPROVER_assume(__rbmc_libm_within_d(18, x, 0.0, r, __CPROVER_rounding_mode));
  return r;
}

float tanhf(float x)
{
__CPROVER_HIDE:;
  if(__CPROVER_isnanf(x) || x == 0)
    return x;
  if(__CPROVER_isinff(x))
    return x > 0 ? 1 : -1;
  float r = __VERIFIER_nondet_float();
  /* |tanh x| <= min(|x|, 1), the sign of x */
  __CPROVER_assume(x > 0 ? (r >= 0 && r <= 1 && r <= x) : (r <= 0 && r >= -1 && r >= x));
  __CPROVER_assume(__rbmc_libm_within_f(18, x, 0.0f, r, __CPROVER_rounding_mode));
  return r;
}

long double tanhl(long double x)
{
__CPROVER_HIDE:;
  if(__CPROVER_isnanld(x) || x == 0)
    return x;
  if(__CPROVER_isinfld(x))
    return x > 0 ? 1 : -1;
  long double r = __VERIFIER_nondet_long_double();
  /* |tanh x| <= min(|x|, 1), the sign of x */
  __CPROVER_assume(x > 0 ? (r >= 0 && r <= 1 && r <= x) : (r <= 0 && r >= -1 && r >= x));
  __CPROVER_assume(__rbmc_libm_within_l(18, x, 0.0L, r, __CPROVER_rounding_mode));
  return r;
}

double asinh(double x)
{
__CPROVER_HIDE:;
  if(__CPROVER_isnand(x) || x == 0 || __CPROVER_isinfd(x))
    return x;
  double r = __VERIFIER_nondet_double();
  /* |asinh x| <= |x|, the sign of x */
  __CPROVER_assume(!__CPROVER_isnand(r) && !__CPROVER_isinfd(r) && (x > 0 ? (r > 0 && r <= x) : (r < 0 && r >= x)));
  __CPROVER_assume(__rbmc_libm_within_d(19, x, 0.0, r, __CPROVER_rounding_mode));
  return r;
}

float asinhf(float x)
{
__CPROVER_HIDE:;
  if(__CPROVER_isnanf(x) || x == 0 || __CPROVER_isinff(x))
    return x;
  float r = __VERIFIER_nondet_float();
  /* |asinh x| <= |x|, the sign of x */
  __CPROVER_assume(!__CPROVER_isnanf(r) && !__CPROVER_isinff(r) && (x > 0 ? (r > 0 && r <= x) : (r < 0 && r >= x)));
  __CPROVER_assume(__rbmc_libm_within_f(19, x, 0.0f, r, __CPROVER_rounding_mode));
  return r;
}

long double asinhl(long double x)
{
__CPROVER_HIDE:;
  if(__CPROVER_isnanld(x) || x == 0 || __CPROVER_isinfld(x))
    return x;
  long double r = __VERIFIER_nondet_long_double();
  /* |asinh x| <= |x|, the sign of x */
  __CPROVER_assume(!__CPROVER_isnanld(r) && !__CPROVER_isinfld(r) && (x > 0 ? (r > 0 && r <= x) : (r < 0 && r >= x)));
  __CPROVER_assume(__rbmc_libm_within_l(19, x, 0.0L, r, __CPROVER_rounding_mode));
  return r;
}

double acosh(double x)
{
__CPROVER_HIDE:;
  if(__CPROVER_isnand(x) || (__CPROVER_isinfd(x) && x > 0))
    return x;
  if(x < 1)
    return __rbmc_nan();
  if(x == 1)
    return 0;
  double r = __VERIFIER_nondet_double();
  __CPROVER_assume(!__CPROVER_isnand(r) && !__CPROVER_isinfd(r) && r > 0 && r < x);
  __CPROVER_assume(__rbmc_libm_within_d(20, x, 0.0, r, __CPROVER_rounding_mode));
  return r;
}

float acoshf(float x)
{
__CPROVER_HIDE:;
  if(__CPROVER_isnanf(x) || (__CPROVER_isinff(x) && x > 0))
    return x;
  if(x < 1)
    return __rbmc_nanf();
  if(x == 1)
    return 0;
  float r = __VERIFIER_nondet_float();
  __CPROVER_assume(!__CPROVER_isnanf(r) && !__CPROVER_isinff(r) && r > 0 && r < x);
  __CPROVER_assume(__rbmc_libm_within_f(20, x, 0.0f, r, __CPROVER_rounding_mode));
  return r;
}

long double acoshl(long double x)
{
__CPROVER_HIDE:;
  if(__CPROVER_isnanld(x) || (__CPROVER_isinfld(x) && x > 0))
    return x;
  if(x < 1)
    return __rbmc_nanl();
  if(x == 1)
    return 0;
  long double r = __VERIFIER_nondet_long_double();
  __CPROVER_assume(!__CPROVER_isnanld(r) && !__CPROVER_isinfld(r) && r > 0 && r < x);
  __CPROVER_assume(__rbmc_libm_within_l(20, x, 0.0L, r, __CPROVER_rounding_mode));
  return r;
}

double atanh(double x)
{
__CPROVER_HIDE:;
  if(__CPROVER_isnand(x) || x == 0)
    return x;
  if(x < -1 || x > 1)
    return __rbmc_nan();
  if(x == 1 || x == -1)
    return x * __builtin_inf();
  double r = __VERIFIER_nondet_double();
  /* |atanh x| >= |x|, the sign of x */
  __CPROVER_assume(!__CPROVER_isnand(r) && !__CPROVER_isinfd(r) && (x > 0 ? r >= x : r <= x));
  __CPROVER_assume(__rbmc_libm_within_d(21, x, 0.0, r, __CPROVER_rounding_mode));
  return r;
}

float atanhf(float x)
{
__CPROVER_HIDE:;
  if(__CPROVER_isnanf(x) || x == 0)
    return x;
  if(x < -1 || x > 1)
    return __rbmc_nanf();
  if(x == 1 || x == -1)
    return x * __builtin_inff();
  float r = __VERIFIER_nondet_float();
  /* |atanh x| >= |x|, the sign of x */
  __CPROVER_assume(!__CPROVER_isnanf(r) && !__CPROVER_isinff(r) && (x > 0 ? r >= x : r <= x));
  __CPROVER_assume(__rbmc_libm_within_f(21, x, 0.0f, r, __CPROVER_rounding_mode));
  return r;
}

long double atanhl(long double x)
{
__CPROVER_HIDE:;
  if(__CPROVER_isnanld(x) || x == 0)
    return x;
  if(x < -1 || x > 1)
    return __rbmc_nanl();
  if(x == 1 || x == -1)
    return x * __builtin_infl();
  long double r = __VERIFIER_nondet_long_double();
  /* |atanh x| >= |x|, the sign of x */
  __CPROVER_assume(!__CPROVER_isnanld(r) && !__CPROVER_isinfld(r) && (x > 0 ? r >= x : r <= x));
  __CPROVER_assume(__rbmc_libm_within_l(21, x, 0.0L, r, __CPROVER_rounding_mode));
  return r;
}

double cbrt(double x)
{
__CPROVER_HIDE:;
  if(__CPROVER_isnand(x) || x == 0 || __CPROVER_isinfd(x))
    return x;
  double r = __VERIFIER_nondet_double();
  /* between x and the unit of its sign */
  __CPROVER_assume(x > 0 ? (x >= 1 ? (r >= 1 && r <= x) : (r >= x && r <= 1))
                         : (x <= -1 ? (r <= -1 && r >= x) : (r <= x && r >= -1)));
  __CPROVER_assume(__rbmc_libm_within_d(22, x, 0.0, r, __CPROVER_rounding_mode));
  return r;
}

float cbrtf(float x)
{
__CPROVER_HIDE:;
  if(__CPROVER_isnanf(x) || x == 0 || __CPROVER_isinff(x))
    return x;
  float r = __VERIFIER_nondet_float();
  /* between x and the unit of its sign */
  __CPROVER_assume(x > 0 ? (x >= 1 ? (r >= 1 && r <= x) : (r >= x && r <= 1))
                         : (x <= -1 ? (r <= -1 && r >= x) : (r <= x && r >= -1)));
  __CPROVER_assume(__rbmc_libm_within_f(22, x, 0.0f, r, __CPROVER_rounding_mode));
  return r;
}

long double cbrtl(long double x)
{
__CPROVER_HIDE:;
  if(__CPROVER_isnanld(x) || x == 0 || __CPROVER_isinfld(x))
    return x;
  long double r = __VERIFIER_nondet_long_double();
  /* between x and the unit of its sign */
  __CPROVER_assume(x > 0 ? (x >= 1 ? (r >= 1 && r <= x) : (r >= x && r <= 1))
                         : (x <= -1 ? (r <= -1 && r >= x) : (r <= x && r >= -1)));
  __CPROVER_assume(__rbmc_libm_within_l(22, x, 0.0L, r, __CPROVER_rounding_mode));
  return r;
}

double hypot(double x, double y)
{
__CPROVER_HIDE:;
  if(__CPROVER_isinfd(x) || __CPROVER_isinfd(y))
    return __builtin_inf();
  if(__CPROVER_isnand(x) || __CPROVER_isnand(y))
    return __rbmc_nan();
  double ax = x < 0 ? -x : x;
  double ay = y < 0 ? -y : y;
  if(ax == 0 || ay == 0)
    return ax + ay;
  double r = __VERIFIER_nondet_double();
  __CPROVER_assume(!__CPROVER_isnand(r) && r >= ax && r >= ay);
  __CPROVER_assume(__rbmc_libm_within_d(23, x, y, r, __CPROVER_rounding_mode));
  return r;
}

float hypotf(float x, float y)
{
__CPROVER_HIDE:;
  if(__CPROVER_isinff(x) || __CPROVER_isinff(y))
    return __builtin_inff();
  if(__CPROVER_isnanf(x) || __CPROVER_isnanf(y))
    return __rbmc_nanf();
  float ax = x < 0 ? -x : x;
  float ay = y < 0 ? -y : y;
  if(ax == 0 || ay == 0)
    return ax + ay;
  float r = __VERIFIER_nondet_float();
  __CPROVER_assume(!__CPROVER_isnanf(r) && r >= ax && r >= ay);
  __CPROVER_assume(__rbmc_libm_within_f(23, x, y, r, __CPROVER_rounding_mode));
  return r;
}

long double hypotl(long double x, long double y)
{
__CPROVER_HIDE:;
  if(__CPROVER_isinfld(x) || __CPROVER_isinfld(y))
    return __builtin_infl();
  if(__CPROVER_isnanld(x) || __CPROVER_isnanld(y))
    return __rbmc_nanl();
  long double ax = x < 0 ? -x : x;
  long double ay = y < 0 ? -y : y;
  if(ax == 0 || ay == 0)
    return ax + ay;
  long double r = __VERIFIER_nondet_long_double();
  __CPROVER_assume(!__CPROVER_isnanld(r) && r >= ax && r >= ay);
  __CPROVER_assume(__rbmc_libm_within_l(23, x, y, r, __CPROVER_rounding_mode));
  return r;
}

double fmod(double x, double y)
{
__CPROVER_HIDE:;
  if(__CPROVER_isnand(x) || __CPROVER_isnand(y) || __CPROVER_isinfd(x) || y == 0)
    return __rbmc_nan();
  if(__CPROVER_isinfd(y) || x == 0)
    return x;
  double ax = x < 0 ? -x : x;
  double ay = y < 0 ? -y : y;
  if(ax < ay)
    return x;
  double r = __VERIFIER_nondet_double();
  /* x - n*y for n = trunc(x/y) >= 1, exact: |r| < |y|, |r| <= |x|, and the sign of x,
     also on a zero (fmod(-4, 2) is -0); exact for constants through the oracle */
  __CPROVER_assume(x > 0 ? (r >= 0 && r < ay && r <= x) : (r <= 0 && r > -ay && r >= x));
  __CPROVER_assume(__builtin_signbit(r) == __builtin_signbit(x));
  __CPROVER_assume(__rbmc_libm_within_d(24, x, y, r, __CPROVER_rounding_mode));
  return r;
}

float fmodf(float x, float y)
{
__CPROVER_HIDE:;
  if(__CPROVER_isnanf(x) || __CPROVER_isnanf(y) || __CPROVER_isinff(x) || y == 0)
    return __rbmc_nanf();
  if(__CPROVER_isinff(y) || x == 0)
    return x;
  float ax = x < 0 ? -x : x;
  float ay = y < 0 ? -y : y;
  if(ax < ay)
    return x;
  float r = __VERIFIER_nondet_float();
  /* x - n*y for n = trunc(x/y) >= 1, exact: |r| < |y|, |r| <= |x|, and the sign of x,
     also on a zero (fmod(-4, 2) is -0); exact for constants through the oracle */
  __CPROVER_assume(x > 0 ? (r >= 0 && r < ay && r <= x) : (r <= 0 && r > -ay && r >= x));
  __CPROVER_assume(__builtin_signbit(r) == __builtin_signbit(x));
  __CPROVER_assume(__rbmc_libm_within_f(24, x, y, r, __CPROVER_rounding_mode));
  return r;
}

long double fmodl(long double x, long double y)
{
__CPROVER_HIDE:;
  if(__CPROVER_isnanld(x) || __CPROVER_isnanld(y) || __CPROVER_isinfld(x) || y == 0)
    return __rbmc_nanl();
  if(__CPROVER_isinfld(y) || x == 0)
    return x;
  long double ax = x < 0 ? -x : x;
  long double ay = y < 0 ? -y : y;
  if(ax < ay)
    return x;
  long double r = __VERIFIER_nondet_long_double();
  /* x - n*y for n = trunc(x/y) >= 1, exact: |r| < |y|, |r| <= |x|, and the sign of x,
     also on a zero (fmod(-4, 2) is -0); exact for constants through the oracle */
  __CPROVER_assume(x > 0 ? (r >= 0 && r < ay && r <= x) : (r <= 0 && r > -ay && r >= x));
  __CPROVER_assume(__builtin_signbit(r) == __builtin_signbit(x));
  __CPROVER_assume(__rbmc_libm_within_l(24, x, y, r, __CPROVER_rounding_mode));
  return r;
}

double __rbmc_powi(double x, int n)
{
__CPROVER_HIDE:;
  return pow(x, (double)n);
}

float __rbmc_powif(float x, int n)
{
__CPROVER_HIDE:;
  return powf(x, (float)n);
}

long double __rbmc_powil(long double x, int n)
{
__CPROVER_HIDE:;
  return powl(x, (long double)n);
}
