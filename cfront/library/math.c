/* rbmc's models of <math.h> and <fenv.h>. Exact (IEEE 754, in every rounding mode)
   for what can be computed with C's own floating-point operations: classification,
   sign manipulation, fabs, copysign, fmin/fmax/fdim, rounding to integers (by adding
   and subtracting 2^p in the required rounding mode, __CPROVER_rounding_mode, which is
   also what fegetround/fesetround read and write), and nextafter.
   sqrt, exp, log, pow and trigonometry are in transcendental.c (nondeterministic results
   with the facts that hold for the correctly rounded result; an exact sqrt, a nondet
   result constrained by comparisons in the wider format, cost ~20 s of SAT per call).
   Compiled by cfront on demand: only the functions a program calls and does not define. */

double __VERIFIER_nondet_double(void);
float __VERIFIER_nondet_float(void);
long double __VERIFIER_nondet_long_double(void);

/* the models calling each other (a model sees only this file's declarations) */
float __rbmc_nanf(void);
double __rbmc_nan(void);
long double __rbmc_nanl(void);
int __rbmc_signbit(double x);
int __signbit(double x);
int __isnan(double x);
int __isinf(double x);
int __finite(double x);
double fabs(double x);
double copysign(double x, double y);
int __fpclassify(double x);
double fmin(double x, double y);
double fmax(double x, double y);
double fdim(double x, double y);
double __rbmc_round_to_integral(double x, int mode);
double trunc(double x);
double floor(double x);
double ceil(double x);
double rint(double x);
double nearbyint(double x);
double round(double x);
long lround(double x);
long long llround(double x);
long lrint(double x);
long long llrint(double x);
double fma(double x, double y, double z);
int __rbmc_signbitf(float x);
int __signbitf(float x);
int __isnanf(float x);
int __isinff(float x);
int __finitef(float x);
float fabsf(float x);
float copysignf(float x, float y);
int __fpclassifyf(float x);
float fminf(float x, float y);
float fmaxf(float x, float y);
float fdimf(float x, float y);
float __rbmc_round_to_integralf(float x, int mode);
float truncf(float x);
float floorf(float x);
float ceilf(float x);
float rintf(float x);
float nearbyintf(float x);
float roundf(float x);
long lroundf(float x);
long long llroundf(float x);
long lrintf(float x);
long long llrintf(float x);
float fmaf(float x, float y, float z);
int __rbmc_signbitl(long double x);
int __signbitl(long double x);
int __isnanl(long double x);
int __isinfl(long double x);
int __finitel(long double x);
long double fabsl(long double x);
long double copysignl(long double x, long double y);
int __fpclassifyl(long double x);
long double fminl(long double x, long double y);
long double fmaxl(long double x, long double y);
long double fdiml(long double x, long double y);
long double __rbmc_round_to_integrall(long double x, int mode);
long double truncl(long double x);
long double floorl(long double x);
long double ceill(long double x);
long double rintl(long double x);
long double nearbyintl(long double x);
long double roundl(long double x);
long lroundl(long double x);
long long llroundl(long double x);
long lrintl(long double x);
long long llrintl(long double x);
long double fmal(long double x, long double y, long double z);
double nextafter(double x, double y);
double fmod(double x, double y);
double modf(double x, double *iptr);
double remainder(double x, double y);
float fmodf(float x, float y);
float modff(float x, float *iptr);
float remainderf(float x, float y);
long double fmodl(long double x, long double y);
long double modfl(long double x, long double *iptr);
long double remainderl(long double x, long double y);
float nextafterf(float x, float y);

/* quiet NaNs, by their bits */
float __rbmc_nanf(void)
{
__CPROVER_HIDE:;
  union
  {
    float f;
    unsigned int u;
  } v;
  v.u = 0x7fc00000u;
  return v.f;
}

double __rbmc_nan(void)
{
__CPROVER_HIDE:;
  union
  {
    double f;
    unsigned long long u;
  } v;
  v.u = 0x7ff8000000000000ull;
  return v.f;
}

/* quadruple (x86-64) and CBMC's 96-bit i386 format alike: sign, 15 exponent bits, then
   the fraction */
long double __rbmc_nanl(void)
{
__CPROVER_HIDE:;
  union
  {
    long double f;
    unsigned char b[sizeof(long double)];
  } v;
  for(int i = 0; i < (int)sizeof(long double); i++)
    v.b[i] = 0;
  v.b[sizeof(long double) - 1] = 0x7f;
  v.b[sizeof(long double) - 2] = 0xff;
  v.b[sizeof(long double) - 3] = 0x80;
  return v.f;
}

double nan(const char *tag)
{
__CPROVER_HIDE:;
  (void)tag;
  return __rbmc_nan();
}

float nanf(const char *tag)
{
__CPROVER_HIDE:;
  (void)tag;
  return __rbmc_nanf();
}

long double nanl(const char *tag)
{
__CPROVER_HIDE:;
  (void)tag;
  return __rbmc_nanl();
}

int __rbmc_signbit(double x)
{
__CPROVER_HIDE:;
  return ((const unsigned char *)&x)[sizeof(x) - 1] >> 7;
}

/* CBMC's names */
int __signbitd(double x)
{
__CPROVER_HIDE:;
  return __rbmc_signbit(x);
}

int __signbit(double x)
{
__CPROVER_HIDE:;
  return __rbmc_signbit(x);
}

int __isnan(double x)
{
__CPROVER_HIDE:;
  return x != x;
}

int __isinf(double x)
{
__CPROVER_HIDE:;
  /* halving changes every non-zero finite number (no NaN is made: --nan-check stays
     quiet); glibc's sign convention */
  if(x != 0 && x * 0.5 == x)
    return x > 0 ? 1 : -1;
  return 0;
}

int __finite(double x)
{
__CPROVER_HIDE:;
  return x == x && !__isinf(x);
}

double fabs(double x)
{
__CPROVER_HIDE:;
  return __rbmc_signbit(x) ? -x : x;
}

double copysign(double x, double y)
{
__CPROVER_HIDE:;
  double a = fabs(x);
  return __rbmc_signbit(y) ? -a : a;
}

int __fpclassify(double x)
{
__CPROVER_HIDE:;
  /* glibc's FP_NAN 0, FP_INFINITE 1, FP_ZERO 2, FP_SUBNORMAL 3, FP_NORMAL 4 */
  if(x != x)
    return 0;
  if(__isinf(x))
    return 1;
  if(x == 0)
    return 2;
  return fabs(x) < 0x1p-1022 ? 3 : 4;
}

double fmin(double x, double y)
{
__CPROVER_HIDE:;
  if(x != x)
    return y;
  if(y != y)
    return x;
  return x < y ? x : y;
}

double fmax(double x, double y)
{
__CPROVER_HIDE:;
  if(x != x)
    return y;
  if(y != y)
    return x;
  return x > y ? x : y;
}

double fdim(double x, double y)
{
__CPROVER_HIDE:;
  if(x != x || y != y)
    return x + y;
  return x > y ? x - y : 0;
}

double __rbmc_round_to_integral(double x, int mode)
{
__CPROVER_HIDE:;
  double c = 0x1p52;
  if(!(fabs(x) < c))
    return x; /* already integral, infinite or NaN */
  int saved = __CPROVER_rounding_mode;
  __CPROVER_rounding_mode = mode;
  /* in magnitude below 2^p the sum's last place is 1: it rounds to an integer */
  double r = x >= 0 ? (x + c) - c : (x - c) + c;
  __CPROVER_rounding_mode = saved;
  return copysign(r, x);
}

double trunc(double x)
{
__CPROVER_HIDE:;
  return __rbmc_round_to_integral(x, 3);
}

double floor(double x)
{
__CPROVER_HIDE:;
  return __rbmc_round_to_integral(x, 1);
}

double ceil(double x)
{
__CPROVER_HIDE:;
  return __rbmc_round_to_integral(x, 2);
}

double rint(double x)
{
__CPROVER_HIDE:;
  return __rbmc_round_to_integral(x, __CPROVER_rounding_mode);
}

double nearbyint(double x)
{
__CPROVER_HIDE:;
  return __rbmc_round_to_integral(x, __CPROVER_rounding_mode);
}

double round(double x)
{
__CPROVER_HIDE:;
  /* halfway cases away from zero */
  double t = trunc(x);
  if(fabs(x - t) >= 0.5)
    t = t + copysign(1, x);
  return t;
}

long lround(double x)
{
__CPROVER_HIDE:;
  return (long)round(x);
}

long long llround(double x)
{
__CPROVER_HIDE:;
  return (long long)round(x);
}

long lrint(double x)
{
__CPROVER_HIDE:;
  return (long)rint(x);
}

long long llrint(double x)
{
__CPROVER_HIDE:;
  return (long long)rint(x);
}

double fma(double x, double y, double z)
{
__CPROVER_HIDE:;
  /* not fused: the product is rounded before the addition */
  return x * y + z;
}

int __rbmc_signbitf(float x)
{
__CPROVER_HIDE:;
  return ((const unsigned char *)&x)[sizeof(x) - 1] >> 7;
}

int __signbitf(float x)
{
__CPROVER_HIDE:;
  return __rbmc_signbitf(x);
}

int __isnanf(float x)
{
__CPROVER_HIDE:;
  return x != x;
}

int __isinff(float x)
{
__CPROVER_HIDE:;
  /* halving changes every non-zero finite number (no NaN is made: --nan-check stays
     quiet); glibc's sign convention */
  if(x != 0 && x * 0.5 == x)
    return x > 0 ? 1 : -1;
  return 0;
}

int __finitef(float x)
{
__CPROVER_HIDE:;
  return x == x && !__isinff(x);
}

float fabsf(float x)
{
__CPROVER_HIDE:;
  return __rbmc_signbitf(x) ? -x : x;
}

float copysignf(float x, float y)
{
__CPROVER_HIDE:;
  float a = fabsf(x);
  return __rbmc_signbitf(y) ? -a : a;
}

int __fpclassifyf(float x)
{
__CPROVER_HIDE:;
  /* glibc's FP_NAN 0, FP_INFINITE 1, FP_ZERO 2, FP_SUBNORMAL 3, FP_NORMAL 4 */
  if(x != x)
    return 0;
  if(__isinff(x))
    return 1;
  if(x == 0)
    return 2;
  return fabsf(x) < 0x1p-126f ? 3 : 4;
}

float fminf(float x, float y)
{
__CPROVER_HIDE:;
  if(x != x)
    return y;
  if(y != y)
    return x;
  return x < y ? x : y;
}

float fmaxf(float x, float y)
{
__CPROVER_HIDE:;
  if(x != x)
    return y;
  if(y != y)
    return x;
  return x > y ? x : y;
}

float fdimf(float x, float y)
{
__CPROVER_HIDE:;
  if(x != x || y != y)
    return x + y;
  return x > y ? x - y : 0;
}

float __rbmc_round_to_integralf(float x, int mode)
{
__CPROVER_HIDE:;
  float c = 0x1p23f;
  if(!(fabsf(x) < c))
    return x; /* already integral, infinite or NaN */
  int saved = __CPROVER_rounding_mode;
  __CPROVER_rounding_mode = mode;
  /* in magnitude below 2^p the sum's last place is 1: it rounds to an integer */
  float r = x >= 0 ? (x + c) - c : (x - c) + c;
  __CPROVER_rounding_mode = saved;
  return copysignf(r, x);
}

float truncf(float x)
{
__CPROVER_HIDE:;
  return __rbmc_round_to_integralf(x, 3);
}

float floorf(float x)
{
__CPROVER_HIDE:;
  return __rbmc_round_to_integralf(x, 1);
}

float ceilf(float x)
{
__CPROVER_HIDE:;
  return __rbmc_round_to_integralf(x, 2);
}

float rintf(float x)
{
__CPROVER_HIDE:;
  return __rbmc_round_to_integralf(x, __CPROVER_rounding_mode);
}

float nearbyintf(float x)
{
__CPROVER_HIDE:;
  return __rbmc_round_to_integralf(x, __CPROVER_rounding_mode);
}

float roundf(float x)
{
__CPROVER_HIDE:;
  /* halfway cases away from zero */
  float t = truncf(x);
  if(fabsf(x - t) >= 0.5)
    t = t + copysignf(1, x);
  return t;
}

long lroundf(float x)
{
__CPROVER_HIDE:;
  return (long)roundf(x);
}

long long llroundf(float x)
{
__CPROVER_HIDE:;
  return (long long)roundf(x);
}

long lrintf(float x)
{
__CPROVER_HIDE:;
  return (long)rintf(x);
}

long long llrintf(float x)
{
__CPROVER_HIDE:;
  return (long long)rintf(x);
}

float fmaf(float x, float y, float z)
{
__CPROVER_HIDE:;
  /* the product is exact in double: one rounding there, one to float */
  return (float)((double)x * (double)y + (double)z);
}

int __rbmc_signbitl(long double x)
{
__CPROVER_HIDE:;
  return ((const unsigned char *)&x)[sizeof(x) - 1] >> 7;
}

int __signbitl(long double x)
{
__CPROVER_HIDE:;
  return __rbmc_signbitl(x);
}

int __isnanl(long double x)
{
__CPROVER_HIDE:;
  return x != x;
}

int __isinfl(long double x)
{
__CPROVER_HIDE:;
  /* halving changes every non-zero finite number (no NaN is made: --nan-check stays
     quiet); glibc's sign convention */
  if(x != 0 && x * 0.5 == x)
    return x > 0 ? 1 : -1;
  return 0;
}

int __finitel(long double x)
{
__CPROVER_HIDE:;
  return x == x && !__isinfl(x);
}

long double fabsl(long double x)
{
__CPROVER_HIDE:;
  return __rbmc_signbitl(x) ? -x : x;
}

long double copysignl(long double x, long double y)
{
__CPROVER_HIDE:;
  long double a = fabsl(x);
  return __rbmc_signbitl(y) ? -a : a;
}

int __fpclassifyl(long double x)
{
__CPROVER_HIDE:;
  /* glibc's FP_NAN 0, FP_INFINITE 1, FP_ZERO 2, FP_SUBNORMAL 3, FP_NORMAL 4 */
  if(x != x)
    return 0;
  if(__isinfl(x))
    return 1;
  if(x == 0)
    return 2;
  return fabsl(x) < (sizeof(long double) == 16 ? 0x1p-16382L : 0x1p-16382L) ? 3 : 4;
}

long double fminl(long double x, long double y)
{
__CPROVER_HIDE:;
  if(x != x)
    return y;
  if(y != y)
    return x;
  return x < y ? x : y;
}

long double fmaxl(long double x, long double y)
{
__CPROVER_HIDE:;
  if(x != x)
    return y;
  if(y != y)
    return x;
  return x > y ? x : y;
}

long double fdiml(long double x, long double y)
{
__CPROVER_HIDE:;
  if(x != x || y != y)
    return x + y;
  return x > y ? x - y : 0;
}

long double __rbmc_round_to_integrall(long double x, int mode)
{
__CPROVER_HIDE:;
  long double c = (sizeof(long double) == 16 ? 0x1p112L : 0x1p80L);
  if(!(fabsl(x) < c))
    return x; /* already integral, infinite or NaN */
  int saved = __CPROVER_rounding_mode;
  __CPROVER_rounding_mode = mode;
  /* in magnitude below 2^p the sum's last place is 1: it rounds to an integer */
  long double r = x >= 0 ? (x + c) - c : (x - c) + c;
  __CPROVER_rounding_mode = saved;
  return copysignl(r, x);
}

long double truncl(long double x)
{
__CPROVER_HIDE:;
  return __rbmc_round_to_integrall(x, 3);
}

long double floorl(long double x)
{
__CPROVER_HIDE:;
  return __rbmc_round_to_integrall(x, 1);
}

long double ceill(long double x)
{
__CPROVER_HIDE:;
  return __rbmc_round_to_integrall(x, 2);
}

long double rintl(long double x)
{
__CPROVER_HIDE:;
  return __rbmc_round_to_integrall(x, __CPROVER_rounding_mode);
}

long double nearbyintl(long double x)
{
__CPROVER_HIDE:;
  return __rbmc_round_to_integrall(x, __CPROVER_rounding_mode);
}

long double roundl(long double x)
{
__CPROVER_HIDE:;
  /* halfway cases away from zero */
  long double t = truncl(x);
  if(fabsl(x - t) >= 0.5)
    t = t + copysignl(1, x);
  return t;
}

long lroundl(long double x)
{
__CPROVER_HIDE:;
  return (long)roundl(x);
}

long long llroundl(long double x)
{
__CPROVER_HIDE:;
  return (long long)roundl(x);
}

long lrintl(long double x)
{
__CPROVER_HIDE:;
  return (long)rintl(x);
}

long long llrintl(long double x)
{
__CPROVER_HIDE:;
  return (long long)rintl(x);
}

long double fmal(long double x, long double y, long double z)
{
__CPROVER_HIDE:;
  /* not fused: the product is rounded before the addition */
  return x * y + z;
}

/* the next representable value after x in the direction of y (bit steps) */

double nextafter(double x, double y)
{
__CPROVER_HIDE:;
  if(x != x || y != y)
    return x + y;
  if(x == y)
    return y;
  union
  {
    double f;
    unsigned long long u;
  } v;
  if(x == 0)
  {
    v.u = 1; /* the least subnormal */
    return y > 0 ? v.f : -v.f;
  }
  v.f = x;
  if((x < y) == (x > 0))
    v.u++;
  else
    v.u--;
  return v.f;
}

float nextafterf(float x, float y)
{
__CPROVER_HIDE:;
  if(x != x || y != y)
    return x + y;
  if(x == y)
    return y;
  union
  {
    float f;
    unsigned int u;
  } v;
  if(x == 0)
  {
    v.u = 1; /* the least subnormal */
    return y > 0 ? v.f : -v.f;
  }
  v.f = x;
  if((x < y) == (x > 0))
    v.u++;
  else
    v.u--;
  return v.f;
}

/* ------------------------------------------------------------------ <fenv.h>
   glibc's x86 FE_TONEAREST 0, FE_DOWNWARD 0x400, FE_UPWARD 0x800, FE_TOWARDZERO 0xc00
   are CBMC's rounding modes 0 (nearest), 1 (down), 2 (up), 3 (toward zero) */

int fegetround(void)
{
__CPROVER_HIDE:;
  int mode = __CPROVER_rounding_mode;
  return mode == 1 ? 0x400 : mode == 2 ? 0x800 : mode == 3 ? 0xc00 : 0;
}

int fesetround(int round)
{
__CPROVER_HIDE:;
  if(round == 0)
    __CPROVER_rounding_mode = 0;
  else if(round == 0x400)
    __CPROVER_rounding_mode = 1;
  else if(round == 0x800)
    __CPROVER_rounding_mode = 2;
  else if(round == 0xc00)
    __CPROVER_rounding_mode = 3;
  else
    return 1;
  return 0;
}

/* floating-point exception flags are not modelled: raising one is reported, the
   others say nothing is raised */
int feraiseexcept(int excepts)
{
__CPROVER_HIDE:;
  __CPROVER_assert(excepts == 0, "feraiseexcept requires instrumentation");
  return 0;
}

int feclearexcept(int excepts)
{
__CPROVER_HIDE:;
  (void)excepts;
  return 0;
}

int fetestexcept(int excepts)
{
__CPROVER_HIDE:;
  (void)excepts;
  return 0;
}

/* ------------------------------------------------ the other spellings of the
   classification functions (glibc's macros use builtins; these are for programs
   that call the functions directly) */

int __fpclassifyd(double x)
{
__CPROVER_HIDE:;
  return __fpclassify(x);
}

int isnanf(float x)
{
__CPROVER_HIDE:;
  return x != x;
}

int isinff(float x)
{
__CPROVER_HIDE:;
  return __isinff(x);
}

int finite(double x)
{
__CPROVER_HIDE:;
  return __finite(x);
}

int finitef(float x)
{
__CPROVER_HIDE:;
  return __finitef(x);
}

/* modf and remainder (exact: every step below is an exact IEEE operation; fmod is the
   model in transcendental.c), and the function forms of the classification macros
   (called after `#undef isnan`, or through glibc's obsolete declarations). */

double modf(double x, double *iptr)
{
__CPROVER_HIDE:;
  if(__CPROVER_isnand(x))
  {
    *iptr = x;
    return x;
  }
  if(__CPROVER_isinfd(x))
  {
    *iptr = x;
    return copysign(0, x);
  }
  double t = trunc(x);
  *iptr = t;
  /* x - t is exact; a zero keeps the sign of x */
  return copysign(x - t, x);
}

/* x - n*y with n the integer nearest x/y (ties to even) */
double remainder(double x, double y)
{
__CPROVER_HIDE:;
  if(__CPROVER_isnand(x) || __CPROVER_isnand(y) || __CPROVER_isinfd(x) || y == 0)
    return __rbmc_nan();
  if(__CPROVER_isinfd(y))
    return x;
  double ay = y < 0 ? -y : y;
  double r = x;
  /* reduce modulo 2|y| unless 2|y| overflows: then |x| < 2|y| already */
  if(!__CPROVER_isinfd(ay + ay))
    r = fmod(x, ay + ay);
  r = r < 0 ? -r : r;
  /* now 0 <= r < 2|y|: step down by |y| once or twice to the nearest multiple */
  double half = ay / 2;
  if(half + half == ay)
  {
    if(r > half)
    {
      r -= ay;
      if(r >= half)
        r -= ay;
    }
  }
  else
  {
    /* |y| is the smallest subnormal's multiple: halving is inexact; compare doubled */
    if(r + r > ay)
    {
      r -= ay;
      if(r + r >= ay)
        r -= ay;
    }
  }
  return x < 0 || (x == 0 && __rbmc_signbit(x)) ? -r : r;
}

int isnan(double x)
{
__CPROVER_HIDE:;
  return __CPROVER_isnand(x);
}

int isinf(double x)
{
__CPROVER_HIDE:;
  return __CPROVER_isinfd(x);
}

float modff(float x, float *iptr)
{
__CPROVER_HIDE:;
  if(__CPROVER_isnanf(x))
  {
    *iptr = x;
    return x;
  }
  if(__CPROVER_isinff(x))
  {
    *iptr = x;
    return copysignf(0, x);
  }
  float t = truncf(x);
  *iptr = t;
  /* x - t is exact; a zero keeps the sign of x */
  return copysignf(x - t, x);
}

/* x - n*y with n the integer nearest x/y (ties to even) */
float remainderf(float x, float y)
{
__CPROVER_HIDE:;
  if(__CPROVER_isnanf(x) || __CPROVER_isnanf(y) || __CPROVER_isinff(x) || y == 0)
    return __rbmc_nanf();
  if(__CPROVER_isinff(y))
    return x;
  float ay = y < 0 ? -y : y;
  float r = x;
  /* reduce modulo 2|y| unless 2|y| overflows: then |x| < 2|y| already */
  if(!__CPROVER_isinff(ay + ay))
    r = fmodf(x, ay + ay);
  r = r < 0 ? -r : r;
  /* now 0 <= r < 2|y|: step down by |y| once or twice to the nearest multiple */
  float half = ay / 2;
  if(half + half == ay)
  {
    if(r > half)
    {
      r -= ay;
      if(r >= half)
        r -= ay;
    }
  }
  else
  {
    /* |y| is the smallest subnormal's multiple: halving is inexact; compare doubled */
    if(r + r > ay)
    {
      r -= ay;
      if(r + r >= ay)
        r -= ay;
    }
  }
  return x < 0 || (x == 0 && __rbmc_signbitf(x)) ? -r : r;
}

int isnanf(float x)
{
__CPROVER_HIDE:;
  return __CPROVER_isnanf(x);
}

int isinff(float x)
{
__CPROVER_HIDE:;
  return __CPROVER_isinff(x);
}

long double modfl(long double x, long double *iptr)
{
__CPROVER_HIDE:;
  if(__CPROVER_isnanld(x))
  {
    *iptr = x;
    return x;
  }
  if(__CPROVER_isinfld(x))
  {
    *iptr = x;
    return copysignl(0, x);
  }
  long double t = truncl(x);
  *iptr = t;
  /* x - t is exact; a zero keeps the sign of x */
  return copysignl(x - t, x);
}

/* x - n*y with n the integer nearest x/y (ties to even) */
long double remainderl(long double x, long double y)
{
__CPROVER_HIDE:;
  if(__CPROVER_isnanld(x) || __CPROVER_isnanld(y) || __CPROVER_isinfld(x) || y == 0)
    return __rbmc_nanl();
  if(__CPROVER_isinfld(y))
    return x;
  long double ay = y < 0 ? -y : y;
  long double r = x;
  /* reduce modulo 2|y| unless 2|y| overflows: then |x| < 2|y| already */
  if(!__CPROVER_isinfld(ay + ay))
    r = fmodl(x, ay + ay);
  r = r < 0 ? -r : r;
  /* now 0 <= r < 2|y|: step down by |y| once or twice to the nearest multiple */
  long double half = ay / 2;
  if(half + half == ay)
  {
    if(r > half)
    {
      r -= ay;
      if(r >= half)
        r -= ay;
    }
  }
  else
  {
    /* |y| is the smallest subnormal's multiple: halving is inexact; compare doubled */
    if(r + r > ay)
    {
      r -= ay;
      if(r + r >= ay)
        r -= ay;
    }
  }
  return x < 0 || (x == 0 && __rbmc_signbitl(x)) ? -r : r;
}

int isnanl(long double x)
{
__CPROVER_HIDE:;
  return __CPROVER_isnanld(x);
}

int isinfl(long double x)
{
__CPROVER_HIDE:;
  return __CPROVER_isinfld(x);
}

int isfinite(double x)
{
__CPROVER_HIDE:;
  return __CPROVER_isfinited(x);
}

int isnormal(double x)
{
__CPROVER_HIDE:;
  return __CPROVER_isnormald(x);
}

int __isnormalf(float x)
{
__CPROVER_HIDE:;
  return __CPROVER_isnormalf(x);
}

int signbit(double x)
{
__CPROVER_HIDE:;
  return __rbmc_signbit(x);
}
