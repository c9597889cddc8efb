/* rbmc's models of the transcendental functions of <math.h>: as CBMC's library does for
   most of them, the result is nondeterministic, constrained only by facts that hold for
   the correctly rounded result (special values, signs, ranges, exact points such as
   exp(0) == 1), so every property proved about a call is sound; exact values other than
   those are not known to rbmc. Compiled by cfront on demand. */

double __VERIFIER_nondet_double(void);
float __VERIFIER_nondet_float(void);
long double __VERIFIER_nondet_long_double(void);
double __rbmc_nan(void);
float __rbmc_nanf(void);
long double __rbmc_nanl(void);

double sqrt(double x)
{
__CPROVER_HIDE:;
  if(__CPROVER_isnand(x) || x == 0 || (__CPROVER_isinfd(x) && x > 0))
    return x;
  if(x < 0)
    return __rbmc_nan();
  double r = __VERIFIER_nondet_double();
  /* between x and 1: sqrt(x) <= x for x >= 1 and x <= sqrt(x) <= 1 below */
  __CPROVER_assume(r > 0 && (x >= 1 ? (r >= 1 && r <= x) : (r >= x && r <= 1)));
  return r;
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
  return r;
}

double pow(double x, double y)
{
__CPROVER_HIDE:;
  if(y == 0 || x == 1)
    return 1;
  return __VERIFIER_nondet_double();
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
  return r;
}

double atan2(double y, double x)
{
__CPROVER_HIDE:;
  if(__CPROVER_isnand(x) || __CPROVER_isnand(y))
    return __CPROVER_isnand(x) ? x : y;
  double r = __VERIFIER_nondet_double();
  __CPROVER_assume(r >= -3.1416 && r <= 3.1416);
  return r;
}

float sqrtf(float x)
{
__CPROVER_HIDE:;
  if(__CPROVER_isnanf(x) || x == 0 || (__CPROVER_isinff(x) && x > 0))
    return x;
  if(x < 0)
    return __rbmc_nanf();
  float r = __VERIFIER_nondet_float();
  /* between x and 1: sqrt(x) <= x for x >= 1 and x <= sqrt(x) <= 1 below */
  __CPROVER_assume(r > 0 && (x >= 1 ? (r >= 1 && r <= x) : (r >= x && r <= 1)));
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
  return r;
}

float powf(float x, float y)
{
__CPROVER_HIDE:;
  if(y == 0 || x == 1)
    return 1;
  return __VERIFIER_nondet_float();
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
  __CPROVER_assume(r >= -1.5708 && r <= 1.5708);
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
  __CPROVER_assume(r >= 0 && r <= 3.1416);
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
  __CPROVER_assume(r >= -1.5708 && r <= 1.5708);
  return r;
}

float atan2f(float y, float x)
{
__CPROVER_HIDE:;
  if(__CPROVER_isnanf(x) || __CPROVER_isnanf(y))
    return __CPROVER_isnanf(x) ? x : y;
  float r = __VERIFIER_nondet_float();
  __CPROVER_assume(r >= -3.1416 && r <= 3.1416);
  return r;
}

long double sqrtl(long double x)
{
__CPROVER_HIDE:;
  if(__CPROVER_isnanld(x) || x == 0 || (__CPROVER_isinfld(x) && x > 0))
    return x;
  if(x < 0)
    return __rbmc_nanl();
  long double r = __VERIFIER_nondet_long_double();
  /* between x and 1: sqrt(x) <= x for x >= 1 and x <= sqrt(x) <= 1 below */
  __CPROVER_assume(r > 0 && (x >= 1 ? (r >= 1 && r <= x) : (r >= x && r <= 1)));
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
  return r;
}

long double powl(long double x, long double y)
{
__CPROVER_HIDE:;
  if(y == 0 || x == 1)
    return 1;
  return __VERIFIER_nondet_long_double();
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
  __CPROVER_assume(r >= -1.5708 && r <= 1.5708);
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
  __CPROVER_assume(r >= 0 && r <= 3.1416);
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
  __CPROVER_assume(r >= -1.5708 && r <= 1.5708);
  return r;
}

long double atan2l(long double y, long double x)
{
__CPROVER_HIDE:;
  if(__CPROVER_isnanld(x) || __CPROVER_isnanld(y))
    return __CPROVER_isnanld(x) ? x : y;
  long double r = __VERIFIER_nondet_long_double();
  __CPROVER_assume(r >= -3.1416 && r <= 3.1416);
  return r;
}
