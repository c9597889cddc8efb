/* rbmc's models of <math.h> and <fenv.h>. Exact (IEEE 754, in every rounding mode)
   for what can be computed with C's own floating-point operations: classification,
   sign manipulation, fabs, copysign, fmin/fmax/fdim, fma (fused: the sum bracketed in the
   wider format), rounding to integers (by adding
   and subtracting 2^p in the required rounding mode, __CPROVER_rounding_mode, which is
   also what fegetround/fesetround read and write), and nextafter.
   sqrt, exp, log, pow and trigonometry are in transcendental.c (nondeterministic results
   with the facts that hold for the correctly rounded result; an exact sqrt, a nondet
   result constrained by comparisons in the wider format, cost ~20 s of SAT per call).
   Compiled by cfront on demand: only the functions a program calls and does not define. */

double __VERIFIER_nondet_double(void);
float __VERIFIER_nondet_float(void);
long double __VERIFIER_nondet_long_double(void);
int __VERIFIER_nondet_int(void);
__CPROVER_bool __VERIFIER_nondet___CPROVER_bool(void);
int *__errno_location(void);

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
int __rbmc_fused_side(int mode, long double lo, int rlo_odd);
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

/* a quiet NaN of long double (either format), converted from double's */
long double __rbmc_nanl(void)
{
__CPROVER_HIDE:;
  return (long double)__rbmc_nan();
}

/* ------------------------------------------------------------------ errno
   glibc's math_errhandling has MATH_ERRNO (C11 7.12.1): its functions set errno on an
   error (and leave it alone otherwise). A domain error, a NaN result of arguments that
   are not NaN (sqrt(-1), fmod(1, 0), sin(inf)), sets EDOM; a pole error or an overflow,
   an infinite result of finite arguments (log(0), exp(1000)), sets ERANGE; a directed
   rounding that keeps an overflow finite sets nothing. An underflow, a result below the
   least normal magnitude, sets ERANGE for some results and not others (exp(-1000) is 0
   with ERANGE, exp(-740) subnormal and exp(-745.1) the least subnormal without, and in
   the directed roundings again differently), so where `tiny` says one may occur it is
   either. Each takes the function's result r and its arguments x and y (0 for a
   function of one argument) and returns r. */

/* errno is a valid object: no pointer checks on its writes */
#pragma CPROVER check push
#pragma CPROVER check disable "pointer"

void __rbmc_math_set_errno(int e)
{
__CPROVER_HIDE:;
  *__errno_location() = e;
}

double __rbmc_math_errno(double r, double x, double y, int tiny)
{
__CPROVER_HIDE:;
  if(__CPROVER_isnand(r) && !__CPROVER_isnand(x) && !__CPROVER_isnand(y))
    *__errno_location() = 33; /* EDOM */
  else if(__CPROVER_isinfd(r) && __CPROVER_isfinited(x) && __CPROVER_isfinited(y))
    *__errno_location() = 34; /* ERANGE */
  else if(tiny && r > -0x1p-1022 && r < 0x1p-1022 && __CPROVER_isfinited(x) &&
          __CPROVER_isfinited(y) && __VERIFIER_nondet___CPROVER_bool())
    *__errno_location() = 34;
  return r;
}

float __rbmc_math_errnof(float r, float x, float y, int tiny)
{
__CPROVER_HIDE:;
  if(__CPROVER_isnanf(r) && !__CPROVER_isnanf(x) && !__CPROVER_isnanf(y))
    *__errno_location() = 33; /* EDOM */
  else if(__CPROVER_isinff(r) && __CPROVER_isfinitef(x) && __CPROVER_isfinitef(y))
    *__errno_location() = 34; /* ERANGE */
  else if(tiny && r > -0x1p-126f && r < 0x1p-126f && __CPROVER_isfinitef(x) &&
          __CPROVER_isfinitef(y) && __VERIFIER_nondet___CPROVER_bool())
    *__errno_location() = 34;
  return r;
}

/* long double: both of rbmc's formats (quadruple, and i386's 80-bit fraction) have a
   15-bit exponent, least normal 2^-16382 */
long double __rbmc_math_errnol(long double r, long double x, long double y, int tiny)
{
__CPROVER_HIDE:;
  if(__CPROVER_isnanld(r) && !__CPROVER_isnanld(x) && !__CPROVER_isnanld(y))
    *__errno_location() = 33; /* EDOM */
  else if(__CPROVER_isinfld(r) && __CPROVER_isfiniteld(x) && __CPROVER_isfiniteld(y))
    *__errno_location() = 34; /* ERANGE */
  else if(tiny && r > -0x1p-16382L && r < 0x1p-16382L && __CPROVER_isfiniteld(x) &&
          __CPROVER_isfiniteld(y) && __VERIFIER_nondet___CPROVER_bool())
    *__errno_location() = 34;
  return r;
}

/* ldexp, scalbn and scalbln: ERANGE when a finite nonzero x overflows to an infinity or
   underflows to zero (a subnormal result sets nothing) */
double __rbmc_scale_errno(double r, double x)
{
__CPROVER_HIDE:;
  if(x != 0 && __CPROVER_isfinited(x) && (r == 0 || __CPROVER_isinfd(r)))
    *__errno_location() = 34; /* ERANGE */
  return r;
}

float __rbmc_scale_errnof(float r, float x)
{
__CPROVER_HIDE:;
  if(x != 0 && __CPROVER_isfinitef(x) && (r == 0 || __CPROVER_isinff(r)))
    *__errno_location() = 34; /* ERANGE */
  return r;
}

long double __rbmc_scale_errnol(long double r, long double x)
{
__CPROVER_HIDE:;
  if(x != 0 && __CPROVER_isfiniteld(x) && (r == 0 || __CPROVER_isinfld(r)))
    *__errno_location() = 34; /* ERANGE */
  return r;
}

/* nextafter and nexttoward: ERANGE when a step from a nonzero x (`moved`: x is not y)
   overflows or ends below the least normal magnitude (a step from zero sets nothing) */
double __rbmc_step_errno(double r, double x, int moved)
{
__CPROVER_HIDE:;
  if(moved && x != 0 && (__CPROVER_isinfd(r) || (r > -0x1p-1022 && r < 0x1p-1022)))
    *__errno_location() = 34; /* ERANGE */
  return r;
}

float __rbmc_step_errnof(float r, float x, int moved)
{
__CPROVER_HIDE:;
  if(moved && x != 0 && (__CPROVER_isinff(r) || (r > -0x1p-126f && r < 0x1p-126f)))
    *__errno_location() = 34; /* ERANGE */
  return r;
}

long double __rbmc_step_errnol(long double r, long double x, int moved)
{
__CPROVER_HIDE:;
  if(moved && x != 0 && (__CPROVER_isinfld(r) || (r > -0x1p-16382L && r < 0x1p-16382L)))
    *__errno_location() = 34; /* ERANGE */
  return r;
}

#pragma CPROVER check pop

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
  /* the sign bit, without taking the address of x (an object per call) */
  return __CPROVER_signd(x);
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
  /* the classification itself: arithmetic would round (halving the smallest
     subnormal rounds back up to it under FE_UPWARD); glibc's sign convention */
  if(__CPROVER_isinfd(x))
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
  /* equal: the same value, or zeros of either sign, of which C11 F.10.9.2 only
     recommends the negative (positive) one; glibc's libm returns the second,
     gcc's built-in the first: either */
  if(x == y)
    return __VERIFIER_nondet___CPROVER_bool() ? x : y;
  return x < y ? x : y;
}

double fmax(double x, double y)
{
__CPROVER_HIDE:;
  if(x != x)
    return y;
  if(y != y)
    return x;
  /* equal: the same value, or zeros of either sign, of which C11 F.10.9.2 only
     recommends the negative (positive) one; glibc's libm returns the second,
     gcc's built-in the first: either */
  if(x == y)
    return __VERIFIER_nondet___CPROVER_bool() ? x : y;
  return x > y ? x : y;
}

double fdim(double x, double y)
{
__CPROVER_HIDE:;
  if(x != x || y != y)
    return x + y;
  return __rbmc_math_errno(x > y ? x - y : 0, x, y, 0);
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

/* Of a fused x*y + z whose sum in a wider type was inexact (so the exact sum lies strictly
   between the adjacent wider values lo and hi, which round to rlo != rhi in the result's
   type, every value of which the wider type holds): which of rlo (0) and rhi (1) is the
   correctly rounded result in rounding mode `mode`. Upward it rounds as hi does, downward
   as lo, towards zero as the one nearer zero. To nearest, rounding jumps only at a midpoint
   of two results (a value of the wider type too), so lo or hi is that midpoint m, which
   itself rounds to the even one: if lo == m, the sum is above m and rhi is the result while
   rlo is even; if hi == m, the sum is below m and rlo is the result while rhi is even. Either
   way the result is the one whose last significand bit is odd (max is odd, infinity and zero
   are even), and rlo_odd tells that without wide arithmetic. */
int __rbmc_fused_side(int mode, long double lo, int rlo_odd)
{
__CPROVER_HIDE:;
  if(mode == 2)
    return 1;
  if(mode == 1)
    return 0;
  if(mode == 3)
    return lo >= 0 ? 0 : 1;
  return rlo_odd ? 0 : 1;
}

double fma(double x, double y, double z)
{
__CPROVER_HIDE:;
  /* fused: x*y + z rounded once. In long double the product of two doubles is exact (106 of 113 bits); the
     exact sum lies between the sums rounded down and up there, and rounding is
     monotone: where both bounds round to the same double, that is the result (the sum in
     the caller's mode gives the sign of a zero); otherwise it is the lower or the upper
     one as __rbmc_fused_side decides. */
  int mode = __CPROVER_rounding_mode;
  __CPROVER_rounding_mode = 1; /* downward */
  long double lo = (long double)x * (long double)y;
  lo = lo + (long double)z;
  __CPROVER_rounding_mode = 2; /* upward */
  long double hi = (long double)x * (long double)y;
  hi = hi + (long double)z;
  __CPROVER_rounding_mode = mode;
  double rlo = (double)lo;
  double rhi = (double)hi;
  if(rlo == rhi)
    return (double)((long double)x * (long double)y + (long double)z);
  if(rlo != rlo || rhi != rhi)
    return rlo + rhi; /* NaN */
  union
  {
    double f;
    unsigned long long u;
  } bits;
  bits.f = rlo;
  return __rbmc_fused_side(mode, lo, (int)(bits.u & 1)) ? rhi : rlo;
}

int __rbmc_signbitf(float x)
{
__CPROVER_HIDE:;
  /* the sign bit, without taking the address of x (an object per call) */
  return __CPROVER_signf(x);
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
  /* the classification itself: arithmetic would round (halving the smallest
     subnormal rounds back up to it under FE_UPWARD); glibc's sign convention */
  if(__CPROVER_isinff(x))
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
  /* equal: the same value, or zeros of either sign, of which C11 F.10.9.2 only
     recommends the negative (positive) one; glibc's libm returns the second,
     gcc's built-in the first: either */
  if(x == y)
    return __VERIFIER_nondet___CPROVER_bool() ? x : y;
  return x < y ? x : y;
}

float fmaxf(float x, float y)
{
__CPROVER_HIDE:;
  if(x != x)
    return y;
  if(y != y)
    return x;
  /* equal: the same value, or zeros of either sign, of which C11 F.10.9.2 only
     recommends the negative (positive) one; glibc's libm returns the second,
     gcc's built-in the first: either */
  if(x == y)
    return __VERIFIER_nondet___CPROVER_bool() ? x : y;
  return x > y ? x : y;
}

float fdimf(float x, float y)
{
__CPROVER_HIDE:;
  if(x != x || y != y)
    return x + y;
  return __rbmc_math_errnof(x > y ? x - y : 0, x, y, 0);
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
  /* fused: x*y + z rounded once. In double the product of two floats is exact (48 of 53 bits); the
     exact sum lies between the sums rounded down and up there, and rounding is
     monotone: where both bounds round to the same float, that is the result (the sum in
     the caller's mode gives the sign of a zero); otherwise it is the lower or the upper
     one as __rbmc_fused_side decides. */
  int mode = __CPROVER_rounding_mode;
  __CPROVER_rounding_mode = 1; /* downward */
  double lo = (double)x * (double)y;
  lo = lo + (double)z;
  __CPROVER_rounding_mode = 2; /* upward */
  double hi = (double)x * (double)y;
  hi = hi + (double)z;
  __CPROVER_rounding_mode = mode;
  float rlo = (float)lo;
  float rhi = (float)hi;
  if(rlo == rhi)
    return (float)((double)x * (double)y + (double)z);
  if(rlo != rlo || rhi != rhi)
    return rlo + rhi; /* NaN */
  union
  {
    float f;
    unsigned int u;
  } bits;
  bits.f = rlo;
  return __rbmc_fused_side(mode, lo, (int)(bits.u & 1)) ? rhi : rlo;
}

int __rbmc_signbitl(long double x)
{
__CPROVER_HIDE:;
  /* the sign bit, without taking the address of x (an object per call) */
  return __CPROVER_signld(x);
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
  /* the classification itself: arithmetic would round (halving the smallest
     subnormal rounds back up to it under FE_UPWARD); glibc's sign convention */
  if(__CPROVER_isinfld(x))
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
  /* equal: the same value, or zeros of either sign, of which C11 F.10.9.2 only
     recommends the negative (positive) one; glibc's libm returns the second,
     gcc's built-in the first: either */
  if(x == y)
    return __VERIFIER_nondet___CPROVER_bool() ? x : y;
  return x < y ? x : y;
}

long double fmaxl(long double x, long double y)
{
__CPROVER_HIDE:;
  if(x != x)
    return y;
  if(y != y)
    return x;
  /* equal: the same value, or zeros of either sign, of which C11 F.10.9.2 only
     recommends the negative (positive) one; glibc's libm returns the second,
     gcc's built-in the first: either */
  if(x == y)
    return __VERIFIER_nondet___CPROVER_bool() ? x : y;
  return x > y ? x : y;
}

long double fdiml(long double x, long double y)
{
__CPROVER_HIDE:;
  if(x != x || y != y)
    return x + y;
  return __rbmc_math_errnol(x > y ? x - y : 0, x, y, 0);
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
  /* fused: x*y + z rounded once. In long double the product of two long doubles is rounded (there is no wider type); the
     exact sum lies between the sums rounded down and up there, and rounding is
     monotone: where both bounds round to the same long double, that is the result (the sum in
     the caller's mode gives the sign of a zero); otherwise the result is one of the
     long doubles between them. */
  int mode = __CPROVER_rounding_mode;
  __CPROVER_rounding_mode = 1; /* downward */
  long double lo = (long double)x * (long double)y;
  lo = lo + (long double)z;
  __CPROVER_rounding_mode = 2; /* upward */
  long double hi = (long double)x * (long double)y;
  hi = hi + (long double)z;
  __CPROVER_rounding_mode = mode;
  long double rlo = (long double)lo;
  long double rhi = (long double)hi;
  if(rlo == rhi)
    return (long double)((long double)x * (long double)y + (long double)z);
  if(rlo != rlo || rhi != rhi)
    return rlo + rhi; /* NaN */
  long double r = __VERIFIER_nondet_long_double();
  __CPROVER_assume(rlo <= r && r <= rhi);
  return r;
}

/* the next representable value after x in the direction of y (bit steps) */

double __rbmc_libm_nextafter(double x, double y)
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

double nextafter(double x, double y)
{
__CPROVER_HIDE:;
  return __rbmc_step_errno(__rbmc_libm_nextafter(x, y), x, x != y);
}

float __rbmc_libm_nextafterf(float x, float y)
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

float nextafterf(float x, float y)
{
__CPROVER_HIDE:;
  return __rbmc_step_errnof(__rbmc_libm_nextafterf(x, y), x, x != y);
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

/* floating-point exception flags are not modelled: raising one is reported, testing
   one may find it raised or not */
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

/* the flags are not tracked: any of those asked about may have been raised (glibc's x86
   FE_ALL_EXCEPT is 0x3d) */
int fetestexcept(int excepts)
{
__CPROVER_HIDE:;
  int raised = __VERIFIER_nondet_int();
  return raised & excepts & 0x3d;
}

/* the floating-point environment: what is modelled of it is the rounding mode, kept in
   the x87 control word's rounding-control bits (bits 10 and 11, in the fenv_t's first
   two bytes, as glibc's x86 fenv_t has it); fenv_t and fexcept_t are passed as void *.
   glibc's FE_DFL_ENV is the pointer (const fenv_t *)-1. */
int fegetenv(void *envp)
{
__CPROVER_HIDE:;
  /* the default control word 0x037f (all exceptions masked, extended precision) */
  *(unsigned short *)envp = (unsigned short)(0x037f | (__CPROVER_rounding_mode << 10));
  return 0;
}

int fesetenv(const void *envp)
{
__CPROVER_HIDE:;
  if(envp == (const void *)-1)
    __CPROVER_rounding_mode = 0;
  else
    __CPROVER_rounding_mode = (*(const unsigned short *)envp >> 10) & 3;
  return 0;
}

/* saves the environment and clears the flags (none are modelled) */
int feholdexcept(void *envp)
{
__CPROVER_HIDE:;
  return fegetenv(envp);
}

/* installs the environment and raises the saved flags (none are modelled) */
int feupdateenv(const void *envp)
{
__CPROVER_HIDE:;
  return fesetenv(envp);
}

/* the flags are not tracked: the saved ones are any of those asked for (fexcept_t is
   glibc's unsigned short) */
int fegetexceptflag(void *flagp, int excepts)
{
__CPROVER_HIDE:;
  int raised = __VERIFIER_nondet_int();
  *(unsigned short *)flagp = (unsigned short)(raised & excepts & 0x3d);
  return 0;
}

/* restoring saved flags: nothing to do while the flags are not tracked */
int fesetexceptflag(const void *flagp, int excepts)
{
__CPROVER_HIDE:;
  (void)*(const unsigned short *)flagp;
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

/* x - n*y with n the integer nearest x/y (ties to even): the sign of x times the
   remainder of |x| and |y| (a zero too: remainder(-4, 2) is -0) */
double __rbmc_libm_remainder(double x, double y)
{
__CPROVER_HIDE:;
  if(__CPROVER_isnand(x) || __CPROVER_isnand(y) || __CPROVER_isinfd(x) || y == 0)
    return __rbmc_nan();
  if(__CPROVER_isinfd(y))
    return x;
  double ax = x < 0 ? -x : x;
  double ay = y < 0 ? -y : y;
  double r = ax;
  /* reduce modulo 2|y| (exact and finite in every rounding mode below 0x1p1023); else
     |x| < 2|y| already */
  if(ay < 0x1p1023)
    r = fmod(ax, ay + ay);
  /* now 0 <= r < 2|y|: step down by |y| once or twice to the nearest multiple (each
     subtraction is exact) */
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
  /* a zero is +0 here whatever the rounding mode made of ay - ay */
  if(r == 0)
    r = 0;
  return __builtin_signbit(x) ? -r : r;
}

double remainder(double x, double y)
{
__CPROVER_HIDE:;
  return __rbmc_math_errno(__rbmc_libm_remainder(x, y), x, y, 0);
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

/* x - n*y with n the integer nearest x/y (ties to even): the sign of x times the
   remainder of |x| and |y| (a zero too: remainder(-4, 2) is -0) */
float __rbmc_libm_remainderf(float x, float y)
{
__CPROVER_HIDE:;
  if(__CPROVER_isnanf(x) || __CPROVER_isnanf(y) || __CPROVER_isinff(x) || y == 0)
    return __rbmc_nanf();
  if(__CPROVER_isinff(y))
    return x;
  float ax = x < 0 ? -x : x;
  float ay = y < 0 ? -y : y;
  float r = ax;
  /* reduce modulo 2|y| (exact and finite in every rounding mode below 0x1p127f); else
     |x| < 2|y| already */
  if(ay < 0x1p127f)
    r = fmodf(ax, ay + ay);
  /* now 0 <= r < 2|y|: step down by |y| once or twice to the nearest multiple (each
     subtraction is exact) */
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
  /* a zero is +0 here whatever the rounding mode made of ay - ay */
  if(r == 0)
    r = 0;
  return __builtin_signbit(x) ? -r : r;
}

float remainderf(float x, float y)
{
__CPROVER_HIDE:;
  return __rbmc_math_errnof(__rbmc_libm_remainderf(x, y), x, y, 0);
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

/* x - n*y with n the integer nearest x/y (ties to even): the sign of x times the
   remainder of |x| and |y| (a zero too: remainder(-4, 2) is -0) */
long double __rbmc_libm_remainderl(long double x, long double y)
{
__CPROVER_HIDE:;
  if(__CPROVER_isnanld(x) || __CPROVER_isnanld(y) || __CPROVER_isinfld(x) || y == 0)
    return __rbmc_nanl();
  if(__CPROVER_isinfld(y))
    return x;
  long double ax = x < 0 ? -x : x;
  long double ay = y < 0 ? -y : y;
  long double r = ax;
  /* reduce modulo 2|y| (exact and finite in every rounding mode below 0x1p16383L); else
     |x| < 2|y| already */
  if(ay < 0x1p16383L)
    r = fmodl(ax, ay + ay);
  /* now 0 <= r < 2|y|: step down by |y| once or twice to the nearest multiple (each
     subtraction is exact) */
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
  /* a zero is +0 here whatever the rounding mode made of ay - ay */
  if(r == 0)
    r = 0;
  return __builtin_signbit(x) ? -r : r;
}

long double remainderl(long double x, long double y)
{
__CPROVER_HIDE:;
  return __rbmc_math_errnol(__rbmc_libm_remainderl(x, y), x, y, 0);
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

/* ------------------------------------------------------------ frexp, ldexp, scalbn,
   scalbln, logb, ilogb: exact. The exponent and the fraction are read and written as
   bits (float, double) or, for long double (IEEE quadruple on x86-64, CBMC's 96-bit
   format on i386: both a sign, 15 exponent bits with bias 16383 and the fraction, with
   no explicit integer bit), as the exponent's two top bytes. A scaled result that is
   subnormal, zero or infinite comes from one multiplication by a power of two that
   rounds once, in the current rounding mode, as the C library's does. */

/* x = m * 2^e with 0.5 <= |m| < 1 (x finite, non-zero) */
/* x as m * 2^e with 0.5 <= |m| < 1 (frexp without the address of a local) */
struct __rbmc_frexp
{
  double m;
  int e;
};

struct __rbmc_frexp __rbmc_frexp(double x)
{
__CPROVER_HIDE:;
  struct __rbmc_frexp r;
  union
  {
    double f;
    unsigned long long u;
  } v;
  v.f = x;
  int field = (int)((v.u >> 52) & 0x7ff);
  if(field == 0x7ff || x == 0)
  {
    r.e = 0;
    r.m = x;
    return r;
  }
  unsigned long long sign = v.u & 0x8000000000000000ull;
  unsigned long long frac = v.u & 0xfffffffffffffull;
  if(field == 0)
  {
    /* subnormal: x = frac * 2^-1074; its leading one becomes the hidden bit */
    int top = 63 - __builtin_clzll(frac);
    r.e = top - 1073;
    v.u = sign | (1022ull << 52) | ((frac << (52 - top)) & 0xfffffffffffffull);
    r.m = v.f;
    return r;
  }
  r.e = field - 1022;
  v.u = sign | (1022ull << 52) | frac;
  r.m = v.f;
  return r;
}

double frexp(double x, int *exp)
{
__CPROVER_HIDE:;
  struct __rbmc_frexp r = __rbmc_frexp(x);
  *exp = r.e;
  return r.m;
}

/* the result of an overflow to the sign given, as the rounding mode rounds it: the
   infinity, or the largest finite value when the mode rounds toward zero from that side
   (built from bits: no overflowing operation for --float-overflow-check to report) */
int __rbmc_overflows_to_max(int negative)
{
__CPROVER_HIDE:;
  int mode = __CPROVER_rounding_mode;
  return mode == 3 || (mode == 1 && !negative) || (mode == 2 && negative);
}

double __rbmc_overflow(int negative)
{
__CPROVER_HIDE:;
  union
  {
    double f;
    unsigned long long u;
  } v;
  v.u = __rbmc_overflows_to_max(negative) ? 0x7fefffffffffffffull : 0x7ff0000000000000ull;
  return negative ? -v.f : v.f;
}

/* 2^k for -1022 <= k <= 1023 */
double __rbmc_pow2(int k)
{
__CPROVER_HIDE:;
  union
  {
    double f;
    unsigned long long u;
  } v;
  v.u = (unsigned long long)(k + 1023) << 52;
  return v.f;
}

double __rbmc_scalbn(double x, long long n)
{
__CPROVER_HIDE:;
  if(x == 0 || !__CPROVER_isfinited(x))
    return x;
  struct __rbmc_frexp parts = __rbmc_frexp(x);
  int e = parts.e;
  double m = parts.m;
  /* far beyond the range every result is the same zero or infinity */
  if(n > 4000)
    n = 4000;
  if(n < -4000)
    n = -4000;
  long long k = e + n; /* x * 2^n = m * 2^k */
  if(k > 1024)
    return __rbmc_overflow(m < 0);
  if(k >= -1021)
  {
    /* a normal result: only the exponent changes */
    union
    {
      double f;
      unsigned long long u;
    } v;
    v.f = m;
    v.u = (v.u & 0x800fffffffffffffull) | ((unsigned long long)(k + 1022) << 52);
    return v.f;
  }
  /* subnormal or zero: m * 2^(k + 1021) is exact and normal, the last product rounds */
  if(k < -1080)
    k = -1080;
  return m * __rbmc_pow2((int)k + 1021) * __rbmc_pow2(-1021);
}

double ldexp(double x, int exp)
{
__CPROVER_HIDE:;
  return __rbmc_scale_errno(__rbmc_scalbn(x, exp), x);
}

double scalbn(double x, int n)
{
__CPROVER_HIDE:;
  return __rbmc_scale_errno(__rbmc_scalbn(x, n), x);
}

double scalbln(double x, long n)
{
__CPROVER_HIDE:;
  return __rbmc_scale_errno(__rbmc_scalbn(x, n), x);
}

/* the unbiased exponent: floor(log2 |x|) */
double logb(double x)
{
__CPROVER_HIDE:;
  if(__CPROVER_isnand(x))
    return x;
  if(__CPROVER_isinfd(x))
    return fabs(x);
  if(x == 0)
    return -__builtin_inf(); /* a pole: C's divide-by-zero exception */
  return __rbmc_frexp(x).e - 1;
}

/* glibc's x86 FP_ILOGB0 and FP_ILOGBNAN are INT_MIN; infinities give INT_MAX */
int ilogb(double x)
{
__CPROVER_HIDE:;
  /* glibc: EDOM for a zero, an infinity and a NaN */
  if(__CPROVER_isnand(x) || x == 0 || __CPROVER_isinfd(x))
    __rbmc_math_set_errno(33); /* EDOM */
  if(__CPROVER_isnand(x) || x == 0)
    return -2147483647 - 1;
  if(__CPROVER_isinfd(x))
    return 2147483647;
  return __rbmc_frexp(x).e - 1;
}

/* x as m * 2^e with 0.5 <= |m| < 1 (frexpf without the address of a local) */
struct __rbmc_frexpf
{
  float m;
  int e;
};

struct __rbmc_frexpf __rbmc_frexpf(float x)
{
__CPROVER_HIDE:;
  struct __rbmc_frexpf r;
  union
  {
    float f;
    unsigned int u;
  } v;
  v.f = x;
  int field = (int)((v.u >> 23) & 0xff);
  if(field == 0xff || x == 0)
  {
    r.e = 0;
    r.m = x;
    return r;
  }
  unsigned int sign = v.u & 0x80000000u;
  unsigned int frac = v.u & 0x7fffffu;
  if(field == 0)
  {
    /* subnormal: x = frac * 2^-149; its leading one becomes the hidden bit */
    int top = 31 - __builtin_clz(frac);
    r.e = top - 148;
    v.u = sign | (126u << 23) | ((frac << (23 - top)) & 0x7fffffu);
    r.m = v.f;
    return r;
  }
  r.e = field - 126;
  v.u = sign | (126u << 23) | frac;
  r.m = v.f;
  return r;
}

float frexpf(float x, int *exp)
{
__CPROVER_HIDE:;
  struct __rbmc_frexpf r = __rbmc_frexpf(x);
  *exp = r.e;
  return r.m;
}

float __rbmc_overflowf(int negative)
{
__CPROVER_HIDE:;
  union
  {
    float f;
    unsigned int u;
  } v;
  v.u = __rbmc_overflows_to_max(negative) ? 0x7f7fffffu : 0x7f800000u;
  return negative ? -v.f : v.f;
}

/* 2^k for -126 <= k <= 127 */
float __rbmc_pow2f(int k)
{
__CPROVER_HIDE:;
  union
  {
    float f;
    unsigned int u;
  } v;
  v.u = (unsigned int)(k + 127) << 23;
  return v.f;
}

float __rbmc_scalbnf(float x, long long n)
{
__CPROVER_HIDE:;
  if(x == 0 || !__CPROVER_isfinitef(x))
    return x;
  struct __rbmc_frexpf parts = __rbmc_frexpf(x);
  int e = parts.e;
  float m = parts.m;
  /* far beyond the range every result is the same zero or infinity */
  if(n > 1000)
    n = 1000;
  if(n < -1000)
    n = -1000;
  long long k = e + n; /* x * 2^n = m * 2^k */
  if(k > 128)
    return __rbmc_overflowf(m < 0);
  if(k >= -125)
  {
    /* a normal result: only the exponent changes */
    union
    {
      float f;
      unsigned int u;
    } v;
    v.f = m;
    v.u = (v.u & 0x807fffffu) | ((unsigned int)(k + 126) << 23);
    return v.f;
  }
  /* subnormal or zero: m * 2^(k + 125) is exact and normal, the last product rounds */
  if(k < -155)
    k = -155;
  return m * __rbmc_pow2f((int)k + 125) * __rbmc_pow2f(-125);
}

float ldexpf(float x, int exp)
{
__CPROVER_HIDE:;
  return __rbmc_scale_errnof(__rbmc_scalbnf(x, exp), x);
}

float scalbnf(float x, int n)
{
__CPROVER_HIDE:;
  return __rbmc_scale_errnof(__rbmc_scalbnf(x, n), x);
}

float scalblnf(float x, long n)
{
__CPROVER_HIDE:;
  return __rbmc_scale_errnof(__rbmc_scalbnf(x, n), x);
}

float logbf(float x)
{
__CPROVER_HIDE:;
  if(__CPROVER_isnanf(x))
    return x;
  if(__CPROVER_isinff(x))
    return fabsf(x);
  if(x == 0)
    return -__builtin_inff();
  return __rbmc_frexpf(x).e - 1;
}

int ilogbf(float x)
{
__CPROVER_HIDE:;
  /* glibc: EDOM for a zero, an infinity and a NaN */
  if(__CPROVER_isnanf(x) || x == 0 || __CPROVER_isinff(x))
    __rbmc_math_set_errno(33); /* EDOM */
  if(__CPROVER_isnanf(x) || x == 0)
    return -2147483647 - 1;
  if(__CPROVER_isinff(x))
    return 2147483647;
  return __rbmc_frexpf(x).e - 1;
}

/* the biased exponent field of a long double (its two top bytes without the sign) */
int __rbmc_exponent_fieldl(long double x)
{
__CPROVER_HIDE:;
  union
  {
    long double f;
    unsigned char b[sizeof(long double)];
  } v;
  v.f = x;
  return ((v.b[sizeof(long double) - 1] & 0x7f) << 8) | v.b[sizeof(long double) - 2];
}

/* x with its biased exponent field replaced */
long double __rbmc_with_exponent_fieldl(long double x, int field)
{
__CPROVER_HIDE:;
  union
  {
    long double f;
    unsigned char b[sizeof(long double)];
  } v;
  v.f = x;
  v.b[sizeof(long double) - 1] =
    (unsigned char)((v.b[sizeof(long double) - 1] & 0x80) | ((field >> 8) & 0x7f));
  v.b[sizeof(long double) - 2] = (unsigned char)(field & 0xff);
  return v.f;
}

/* the largest finite long double (exponent field 0x7ffe, every fraction bit set) */
long double __rbmc_maxl(void)
{
__CPROVER_HIDE:;
  union
  {
    long double f;
    unsigned char b[sizeof(long double)];
  } v;
  for(int i = 0; i < (int)sizeof(long double); i++)
    v.b[i] = 0xff;
  v.b[sizeof(long double) - 1] = 0x7f;
  v.b[sizeof(long double) - 2] = 0xfe;
  return v.f;
}

long double __rbmc_overflowl(int negative)
{
__CPROVER_HIDE:;
  long double r = __rbmc_overflows_to_max(negative) ? __rbmc_maxl() : __builtin_infl();
  return negative ? -r : r;
}

/* 2^k for -16382 <= k <= 16383 */
long double __rbmc_pow2l(int k)
{
__CPROVER_HIDE:;
  return __rbmc_with_exponent_fieldl(1.0L, k + 16383);
}

/* x as m * 2^e with 0.5 <= |m| < 1 (frexpl without the address of a local) */
struct __rbmc_frexpl
{
  long double m;
  int e;
};

struct __rbmc_frexpl __rbmc_frexpl(long double x)
{
__CPROVER_HIDE:;
  struct __rbmc_frexpl r;
  int field = __rbmc_exponent_fieldl(x);
  if(field == 0x7fff || x == 0)
  {
    r.e = 0;
    r.m = x;
    return r;
  }
  int adjust = 0;
  if(field == 0)
  {
    /* subnormal (at most 112 fraction bits): scaling by 2^120 is exact and normal */
    x = x * __rbmc_pow2l(120);
    adjust = 120;
    field = __rbmc_exponent_fieldl(x);
  }
  r.e = field - 16382 - adjust;
  r.m = __rbmc_with_exponent_fieldl(x, 16382);
  return r;
}

long double frexpl(long double x, int *exp)
{
__CPROVER_HIDE:;
  struct __rbmc_frexpl r = __rbmc_frexpl(x);
  *exp = r.e;
  return r.m;
}

long double __rbmc_scalbnl(long double x, long long n)
{
__CPROVER_HIDE:;
  if(x == 0 || !__CPROVER_isfiniteld(x))
    return x;
  struct __rbmc_frexpl parts = __rbmc_frexpl(x);
  int e = parts.e;
  long double m = parts.m;
  /* far beyond the range every result is the same zero or infinity */
  if(n > 40000)
    n = 40000;
  if(n < -40000)
    n = -40000;
  long long k = e + n; /* x * 2^n = m * 2^k */
  if(k > 16384)
    return __rbmc_overflowl(m < 0);
  if(k >= -16381)
    /* a normal result: only the exponent changes */
    return __rbmc_with_exponent_fieldl(m, (int)k + 16382);
  /* subnormal or zero: m * 2^(k + 16381) is exact and normal, the last product rounds */
  if(k < -16381 - 130)
    k = -16381 - 130;
  return m * __rbmc_pow2l((int)k + 16381) * __rbmc_pow2l(-16381);
}

long double ldexpl(long double x, int exp)
{
__CPROVER_HIDE:;
  return __rbmc_scale_errnol(__rbmc_scalbnl(x, exp), x);
}

long double scalbnl(long double x, int n)
{
__CPROVER_HIDE:;
  return __rbmc_scale_errnol(__rbmc_scalbnl(x, n), x);
}

long double scalblnl(long double x, long n)
{
__CPROVER_HIDE:;
  return __rbmc_scale_errnol(__rbmc_scalbnl(x, n), x);
}

long double logbl(long double x)
{
__CPROVER_HIDE:;
  if(__CPROVER_isnanld(x))
    return x;
  if(__CPROVER_isinfld(x))
    return fabsl(x);
  if(x == 0)
    return -__builtin_infl();
  return __rbmc_frexpl(x).e - 1;
}

int ilogbl(long double x)
{
__CPROVER_HIDE:;
  /* glibc: EDOM for a zero, an infinity and a NaN */
  if(__CPROVER_isnanld(x) || x == 0 || __CPROVER_isinfld(x))
    __rbmc_math_set_errno(33); /* EDOM */
  if(__CPROVER_isnanld(x) || x == 0)
    return -2147483647 - 1;
  if(__CPROVER_isinfld(x))
    return 2147483647;
  return __rbmc_frexpl(x).e - 1;
}

/* nextafterl: one step of the long double's last place, taken by adding the least
   subnormal in the rounding mode toward y (the sum's exact value lies strictly between
   x and its neighbour, or is the neighbour) */
long double __rbmc_libm_nextafterl(long double x, long double y)
{
__CPROVER_HIDE:;
  if(x != x || y != y)
    return x + y;
  if(x == y)
    return y;
  long double top = __rbmc_maxl();
  if(__CPROVER_isinfld(x))
    /* toward the finite values: the largest finite value of x's sign */
    return x > 0 ? top : -top;
  /* beyond the largest finite value (no overflowing addition) */
  if(x == top && y > x)
    return __builtin_infl();
  if(x == -top && y < x)
    return -__builtin_infl();
  union
  {
    long double f;
    unsigned char b[sizeof(long double)];
  } least;
  for(int i = 0; i < (int)sizeof(long double); i++)
    least.b[i] = 0;
  least.b[0] = 1;
  int saved = __CPROVER_rounding_mode;
  long double r;
  if(y > x)
  {
    __CPROVER_rounding_mode = 2; /* upward */
    r = x + least.f;
  }
  else
  {
    __CPROVER_rounding_mode = 1; /* downward */
    r = x - least.f;
  }
  __CPROVER_rounding_mode = saved;
  /* a step onto zero keeps the sign of x */
  if(r == 0)
    return x > 0 ? 0.0L : -0.0L;
  return r;
}

long double nextafterl(long double x, long double y)
{
__CPROVER_HIDE:;
  return __rbmc_step_errnol(__rbmc_libm_nextafterl(x, y), x, x != y);
}

/* nexttoward: nextafter with the direction taken from a long double, compared exactly */
double __rbmc_libm_nexttoward(double x, long double y)
{
__CPROVER_HIDE:;
  if(x != x)
    return x;
  if(y != y)
    return (double)y;
  if((long double)x == y)
    return (double)y;
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
  if(((long double)x < y) == (x > 0))
    v.u++;
  else
    v.u--;
  return v.f;
}

double nexttoward(double x, long double y)
{
__CPROVER_HIDE:;
  return __rbmc_step_errno(__rbmc_libm_nexttoward(x, y), x, x != y);
}

float __rbmc_libm_nexttowardf(float x, long double y)
{
__CPROVER_HIDE:;
  if(x != x)
    return x;
  if(y != y)
    return (float)y;
  if((long double)x == y)
    return (float)y;
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
  if(((long double)x < y) == (x > 0))
    v.u++;
  else
    v.u--;
  return v.f;
}

float nexttowardf(float x, long double y)
{
__CPROVER_HIDE:;
  return __rbmc_step_errnof(__rbmc_libm_nexttowardf(x, y), x, x != y);
}

long double nexttowardl(long double x, long double y)
{
__CPROVER_HIDE:;
  return nextafterl(x, y);
}

/* ------------------------------------------------ the Windows spellings of the
   classification functions (as CBMC's library has them): _isnan, the sign tests _dsign,
   _fdsign, _ldsign, and the classes _dclass, _fdclass, _ldclass (glibc's FP_* codes) */

int _isnan(double x)
{
__CPROVER_HIDE:;
  return __CPROVER_isnand(x);
}

int _dsign(double x)
{
__CPROVER_HIDE:;
  return __rbmc_signbit(x);
}

int _fdsign(float x)
{
__CPROVER_HIDE:;
  return __rbmc_signbitf(x);
}

int _ldsign(long double x)
{
__CPROVER_HIDE:;
  return __rbmc_signbitl(x);
}

short _dclass(double x)
{
__CPROVER_HIDE:;
  return (short)__fpclassify(x);
}

short _fdclass(float x)
{
__CPROVER_HIDE:;
  return (short)__fpclassifyf(x);
}

short _ldclass(long double x)
{
__CPROVER_HIDE:;
  return (short)__fpclassifyl(x);
}

/* IEEE 754's nextUp (CBMC's library names): the least value above x */
double nextUp(double x)
{
__CPROVER_HIDE:;
  return __rbmc_libm_nextafter(x, __builtin_inf());
}

float nextUpf(float x)
{
__CPROVER_HIDE:;
  return __rbmc_libm_nextafterf(x, __builtin_inff());
}

long double nextUpl(long double x)
{
__CPROVER_HIDE:;
  return __rbmc_libm_nextafterl(x, __builtin_infl());
}

/* ------------------------------------------------------------------ x87 control word
   the helpers CBMC's front end calls for x87 instructions: the rounding mode is bits 10
   and 11 of the control word; the other bits (precision, exception masks) are not
   tracked, so fnstcw stores unknown values there. The fences are full barriers. */
unsigned short __VERIFIER_nondet_unsigned_short(void);

void __asm_fnstcw(unsigned short *dest)
{
__CPROVER_HIDE:;
  *dest = (unsigned short)((__VERIFIER_nondet_unsigned_short() & ~0xc00u) |
                           ((unsigned)__CPROVER_rounding_mode << 10));
}

void __asm_fstcw(unsigned short *dest)
{
__CPROVER_HIDE:;
  __asm_fnstcw(dest);
}

void __asm_fldcw(const unsigned short *src)
{
__CPROVER_HIDE:;
  __CPROVER_rounding_mode = (*src >> 10) & 3;
}

void __asm_mfence(void)
{
__CPROVER_HIDE:;
  __CPROVER_fence("WWfence", "RRfence", "RWfence", "WRfence");
}

void __asm_sfence(void)
{
__CPROVER_HIDE:;
  __CPROVER_fence("WWfence", "RRfence", "RWfence", "WRfence");
}

void __asm_lfence(void)
{
__CPROVER_HIDE:;
  __CPROVER_fence("WWfence", "RRfence", "RWfence", "WRfence");
}
