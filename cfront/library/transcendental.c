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
   symbolic arguments, where the brackets below relate exp, log, pow and cbrt results to
   their arguments within about 1e-5 relative. So every property proved about a call is
   sound, and calls on constants are as precise as the C library. Each function sets errno
   as glibc does (the wrappers at the end of the file). Compiled by cfront on demand. */

double __VERIFIER_nondet_double(void);
float __VERIFIER_nondet_float(void);
long double __VERIFIER_nondet_long_double(void);
double __rbmc_nan(void);
float __rbmc_nanf(void);
long double __rbmc_nanl(void);
double trunc(double x);
float truncf(float x);
long double truncl(long double x);
double __rbmc_math_errno(double r, double x, double y, int tiny);
float __rbmc_math_errnof(float r, float x, float y, int tiny);
long double __rbmc_math_errnol(long double r, long double x, long double y, int tiny);
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

/* Brackets for symbolic arguments. The oracle is precise for constant arguments only;
   for the others, the models below relate the result to the argument through log2,
   which every exp, log and pow function is monotone in: a model assumes that log2 of the
   result and the argument's image (x * log2(e) for exp, y * log2(x) for pow, ...) meet.
   log2 is taken from the bits of a value: its exponent, and a chord under the concave
   log2(1 + f) on each of 128 segments of the fraction, so log2|v| lies in
   [chord, chord + 47700] in units of 2^-32 (a relative error of 7.7e-6 on the result),
   widened by the rounding and the C library's error, a few ulps of the format. Values
   in units are long longs; a double holds those below 2^53 exactly.
   Nothing here can overflow, make a NaN, convert out of range or leave an array (tested
   with gcc's sanitizers over all rounding modes): the program's checks are off in it. */
#pragma CPROVER check push
#pragma CPROVER check disable "bounds"
#pragma CPROVER check disable "pointer"
#pragma CPROVER check disable "signed-overflow"
#pragma CPROVER check disable "unsigned-overflow"
#pragma CPROVER check disable "pointer-overflow"
#pragma CPROVER check disable "conversion"
#pragma CPROVER check disable "undefined-shift"
#pragma CPROVER check disable "float-overflow"
#pragma CPROVER check disable "nan"
#pragma CPROVER check disable "div-by-zero"
#pragma CPROVER check disable "float-div-by-zero"
/* log2(1 + f) from below, in units of 2^-32, for a fraction f whose top 7 bits are j and
   next 16 bits d: the chord between log2(1 + j/128) (the knots, rounded down) and
   log2(1 + (j + 1)/128) */
long long __rbmc_log2_chord(unsigned j, unsigned d)
{
__CPROVER_HIDE:;
  const unsigned knots[128] = {
    0, 48220694, 96069025, 143550698, 190671290, 237436252,
    283850911, 329920477, 375650042, 421044590, 466108992, 510848017,
    555266329, 599368494, 643158980, 686642163, 729822323, 772703657,
    815290272, 857586190, 899595355, 941321627, 982768792, 1023940558,
    1064840562, 1105472366, 1145839467, 1185945290, 1225793196, 1265386481,
    1304728378, 1343822060, 1382670639, 1421277169, 1459644647, 1497776017,
    1535674166, 1573341929, 1610782092, 1647997387, 1684990500, 1721764068,
    1758320681, 1794662885, 1830793180, 1866714023, 1902427828, 1937936968,
    1973243776, 2008350545, 2043259527, 2077972940, 2112492963, 2146821738,
    2180961372, 2214913939, 2248681478, 2282265994, 2315669461, 2348893819,
    2381940980, 2414812824, 2447511201, 2480037932, 2512394809, 2544583599,
    2576606037, 2608463835, 2640158677, 2671692220, 2703066100, 2734281925,
    2765341278, 2796245721, 2826996792, 2857596005, 2888044852, 2918344805,
    2948497312, 2978503802, 3008365682, 3038084338, 3067661139, 3097097432,
    3126394546, 3155553790, 3184576457, 3213463820, 3242217133, 3270837637,
    3299326552, 3327685082, 3355914416, 3384015725, 3411990165, 3439838877,
    3467562986, 3495163602, 3522641820, 3549998721, 3577235372, 3604352824,
    3631352117, 3658234277, 3685000314, 3711651228, 3738188006, 3764611619,
    3790923031, 3817123188, 3843213029, 3869193478, 3895065449, 3920829843,
    3946487553, 3972039457, 3997486425, 4022829316, 4048068976, 4073206244,
    4098241947, 4123176902, 4148011917, 4172747790, 4197385310, 4221925255,
    4246368395, 4270715491
  };
  const unsigned slopes[128] = {
    48220694, 47848331, 47481673, 47120592, 46764962, 46414659,
    46069566, 45729565, 45394548, 45064402, 44739025, 44418312,
    44102165, 43790486, 43483183, 43180160, 42881334, 42586615,
    42295918, 42009165, 41726272, 41447165, 41171766, 40900004,
    40631804, 40367101, 40105823, 39847906, 39593285, 39341897,
    39093682, 38848579, 38606530, 38367478, 38131370, 37898149,
    37667763, 37440163, 37215295, 36993113, 36773568, 36556613,
    36342204, 36130295, 35920843, 35713805, 35509140, 35306808,
    35106769, 34908982, 34713413, 34520023, 34328775, 34139634,
    33952567, 33767539, 33584516, 33403467, 33224358, 33047161,
    32871844, 32698377, 32526731, 32356877, 32188790, 32022438,
    31857798, 31694842, 31533543, 31373880, 31215825, 31059353,
    30904443, 30751071, 30599213, 30448847, 30299953, 30152507,
    30006490, 29861880, 29718656, 29576801, 29436293, 29297114,
    29159244, 29022667, 28887363, 28753313, 28620504, 28488915,
    28358530, 28229334, 28101309, 27974440, 27848712, 27724109,
    27600616, 27478218, 27356901, 27236651, 27117452, 26999293,
    26882160, 26766037, 26650914, 26536778, 26423613, 26311412,
    26200157, 26089841, 25980449, 25871971, 25764394, 25657710,
    25551904, 25446968, 25342891, 25239660, 25137268, 25035703,
    24934955, 24835015, 24735873, 24637520, 24539945, 24443140,
    24347096, 24251805
  };
  return (long long)knots[j] + (long long)(((unsigned long long)slopes[j] * d) >> 16);
}

/* the bracket [lo, hi] of a log2, in units of 2^-32 (returned by value: an address-taken
   local would be an object of its own in every call) */
struct __rbmc_log2
{
  long long lo;
  long long hi;
};

/* [lo, hi]: log2 of every value the C library may have rounded to |v| (v not NaN), in
   units of 2^-32; e is v's biased exponent, max_e its largest value (infinity), bias
   the format's bias, fraction its fraction bits, j and d the top 23 bits of the fraction,
   at_max whether |v| is the largest finite value, slack the units of the C library's
   error (a few ulps) */
struct __rbmc_log2 __rbmc_log2_range(long long e, long long max_e, long long bias,
                                     long long fraction, unsigned j, unsigned d, int zero,
                                     int at_max, long long slack)
{
__CPROVER_HIDE:;
  struct __rbmc_log2 r;
  const long long unit = 4294967296LL;
  const long long infinite = 4611686018427387904LL;
  if(e == 0)
  {
    /* zero: a value below the least subnormal; a subnormal: one below the least normal
       (any smaller value may round up to it) */
    r.lo = -infinite;
    r.hi = (zero ? 1 - bias - fraction : 1 - bias) * unit;
  }
  else if(e == max_e)
  {
    r.lo = (max_e - bias) * unit - slack;
    r.hi = infinite;
  }
  else
  {
    long long l = (e - bias) * unit + __rbmc_log2_chord(j, d);
    r.lo = l - slack;
    /* the largest finite value is also what an overflow rounds to, towards zero */
    r.hi = at_max ? infinite : l + 47700 + slack;
  }
  return r;
}

struct __rbmc_log2 __rbmc_log2_range_f(float v)
{
__CPROVER_HIDE:;
  union { float f; unsigned b; } u;
  u.f = v;
  unsigned b = u.b & 2147483647u;
  return __rbmc_log2_range((long long)(b >> 23), 255, 127, 23, (b >> 16) & 127, b & 65535,
                           b == 0, b == 2139095039u, 3000);
}

struct __rbmc_log2 __rbmc_log2_range_d(double v)
{
__CPROVER_HIDE:;
  union { double f; unsigned long long b; } u;
  u.f = v;
  unsigned long long b = u.b & 9223372036854775807ull;
  return __rbmc_log2_range((long long)(b >> 52), 2047, 1023, 52, (unsigned)(b >> 45) & 127,
                           (unsigned)(b >> 29) & 65535, b == 0, b == 9218868437227405311ull, 2);
}

/* long double: binary128 (LP64) or 96 bits with 80 fraction bits (ILP32), both with a
   sign and 15 exponent bits on top, then the fraction */
struct __rbmc_log2 __rbmc_log2_range_l(long double v)
{
__CPROVER_HIDE:;
  union { long double f; unsigned w[4]; } u;
  union { unsigned i; unsigned char c[4]; } order;
  order.i = 1;
  u.w[3] = 0;
  u.f = v;
  int n = (int)(sizeof(long double) / 4);
  int little = order.c[0] == 1;
  unsigned long long top = (unsigned long long)u.w[little ? n - 1 : 0] << 32 | u.w[little ? n - 2 : 1];
  top &= 9223372036854775807ull;
  /* the fraction below the top 48 bits: zero, or all ones */
  unsigned low1 = u.w[little ? 0 : n - 1];
  unsigned low2 = n == 4 ? u.w[little ? 1 : 2] : low1;
  return __rbmc_log2_range((long long)(top >> 48), 32767, 16383, n == 4 ? 112 : 80,
                           (unsigned)(top >> 41) & 127, (unsigned)(top >> 25) & 65535,
                           top == 0 && low1 == 0 && low2 == 0,
                           top == 9223090561878065151ull && low1 == 4294967295u && low2 == 4294967295u,
                           2);
}

/* a log2 in units of 2^-32 (given as a double), clamped to [-2^52, 2^52], past every
   format's range */
long long __rbmc_fix(double t)
{
__CPROVER_HIDE:;
  if(t >= 4503599627370496.0)
    return 4503599627370496LL;
  if(t <= -4503599627370496.0)
    return -4503599627370496LL;
  return (long long)t;
}

/* whether the bracket [lo, hi] of log2|r| meets [tlo, thi] (units, as doubles) widened by
   3 units: the rounding of the callers' arithmetic and of the conversion */
int __rbmc_log2_meets(long long lo, long long hi, double tlo, double thi)
{
__CPROVER_HIDE:;
  return lo <= __rbmc_fix(thi) + 3 && __rbmc_fix(tlo) - 3 <= hi;
}

/* x clamped to [-2^20, 2^20], as a double */
double __rbmc_clamp(double x)
{
__CPROVER_HIDE:;
  return x > 1048576.0 ? 1048576.0 : x < -1048576.0 ? -1048576.0 : x;
}

double __rbmc_clampl(long double x)
{
__CPROVER_HIDE:;
  return x > 1048576.0L ? 1048576.0 : x < -1048576.0L ? -1048576.0 : (double)x;
}

/* whether log2|r| may be x * scale / 2^32 (exp: scale = log2(e) * 2^32; exp2: 2^32);
   with plus_one, log2|r + 1| (expm1, for x >= -1: r + 1 >= 1/e is precise) */
int __rbmc_exp_near_f(float r, float x, double scale, int plus_one)
{
__CPROVER_HIDE:;
  struct __rbmc_log2 b = __rbmc_log2_range_f(plus_one && r < 1e18f ? r + 1 : r);
  long long lo = b.lo, hi = b.hi;
  double t = __rbmc_clamp(x) * scale;
  return __rbmc_log2_meets(lo, hi, t, t);
}

int __rbmc_exp_near_d(double r, double x, double scale, int plus_one)
{
__CPROVER_HIDE:;
  struct __rbmc_log2 b = __rbmc_log2_range_d(plus_one && r < 1e18 ? r + 1 : r);
  long long lo = b.lo, hi = b.hi;
  double t = __rbmc_clamp(x) * scale;
  return __rbmc_log2_meets(lo, hi, t, t);
}

int __rbmc_exp_near_l(long double r, long double x, double scale, int plus_one)
{
__CPROVER_HIDE:;
  struct __rbmc_log2 b = __rbmc_log2_range_l(plus_one && r < 1e18L ? r + 1 : r);
  long long lo = b.lo, hi = b.hi;
  double t = __rbmc_clampl(x) * scale;
  return __rbmc_log2_meets(lo, hi, t, t);
}

/* whether log2|r| may be y * log2|x| (x finite and not zero, y not zero), for pow, given
   the brackets [rlo, rhi] of log2|r| and [lo, hi] of log2|x|: y times the middle of
   [lo, hi], widened by |y| < 2^(ey + 1) times half its width */
int __rbmc_pow_meets(long long rlo, long long rhi, long long lo, long long hi, double y)
{
__CPROVER_HIDE:;
  const long long infinite = 4611686018427387904LL;
  /* |mid| <= 2^62: the product stays finite; a larger |y| gives the same clamped
     bracket (|y * log2|x|| is past 2^20 unless log2|x| is 0) */
  double yc = y > 1e270 ? 1e270 : y < -1e270 ? -1e270 : y;
  union { double f; unsigned long long b; } u;
  u.f = yc;
  int shift = (int)((u.b >> 52) & 2047) - 1022;
  long long mid = (lo + hi) >> 1;
  long long half = ((hi - lo) >> 1) + 1;
  long long w = shift >= 0 ? (shift > 40 || half >= (infinite >> shift) ? infinite : half << shift)
                           : (shift < -62 ? 1 : (half >> -shift) + 1);
  long long t = __rbmc_fix(yc * (double)mid);
  return rlo <= t + w + 3 && t - w - 3 <= rhi;
}

int __rbmc_pow_near_f(float r, float x, float y)
{
__CPROVER_HIDE:;
  struct __rbmc_log2 rb = __rbmc_log2_range_f(r);
  struct __rbmc_log2 xb = __rbmc_log2_range_f(x);
  long long rlo = rb.lo, rhi = rb.hi, lo = xb.lo, hi = xb.hi;
  return __rbmc_pow_meets(rlo, rhi, lo, hi, y);
}

int __rbmc_pow_near_d(double r, double x, double y)
{
__CPROVER_HIDE:;
  struct __rbmc_log2 rb = __rbmc_log2_range_d(r);
  struct __rbmc_log2 xb = __rbmc_log2_range_d(x);
  long long rlo = rb.lo, rhi = rb.hi, lo = xb.lo, hi = xb.hi;
  return __rbmc_pow_meets(rlo, rhi, lo, hi, y);
}

int __rbmc_pow_near_l(long double r, long double x, long double y)
{
__CPROVER_HIDE:;
  struct __rbmc_log2 rb = __rbmc_log2_range_l(r);
  struct __rbmc_log2 xb = __rbmc_log2_range_l(x);
  long long rlo = rb.lo, rhi = rb.hi, lo = xb.lo, hi = xb.hi;
  return __rbmc_pow_meets(rlo, rhi, lo, hi, y > 1e270L ? 1e270 : y < -1e270L ? -1e270 : (double)y);
}

/* whether log2|r| may be log2|x| / 3 (x finite and not zero), for cbrt: 3 [rlo, rhi] meets
   [lo, hi] (both clamped to +-2^60: past every format's range) */
int __rbmc_cbrt_meets(long long rlo, long long rhi, long long lo, long long hi)
{
__CPROVER_HIDE:;
  const long long big = 1152921504606846976LL;
  rlo = rlo < -big ? -big : rlo;
  rhi = rhi > big ? big : rhi;
  return 3 * rlo <= hi + 9 && lo - 9 <= 3 * rhi;
}

int __rbmc_cbrt_near_f(float r, float x)
{
__CPROVER_HIDE:;
  struct __rbmc_log2 rb = __rbmc_log2_range_f(r);
  struct __rbmc_log2 xb = __rbmc_log2_range_f(x);
  long long rlo = rb.lo, rhi = rb.hi, lo = xb.lo, hi = xb.hi;
  return __rbmc_cbrt_meets(rlo, rhi, lo, hi);
}

int __rbmc_cbrt_near_d(double r, double x)
{
__CPROVER_HIDE:;
  struct __rbmc_log2 rb = __rbmc_log2_range_d(r);
  struct __rbmc_log2 xb = __rbmc_log2_range_d(x);
  long long rlo = rb.lo, rhi = rb.hi, lo = xb.lo, hi = xb.hi;
  return __rbmc_cbrt_meets(rlo, rhi, lo, hi);
}

int __rbmc_cbrt_near_l(long double r, long double x)
{
__CPROVER_HIDE:;
  struct __rbmc_log2 rb = __rbmc_log2_range_l(r);
  struct __rbmc_log2 xb = __rbmc_log2_range_l(x);
  long long rlo = rb.lo, rhi = rb.hi, lo = xb.lo, hi = xb.hi;
  return __rbmc_cbrt_meets(rlo, rhi, lo, hi);
}

/* whether r may be log2(x) / scale * 2^32 (x positive and finite; log: scale =
   log2(e) * 2^32, log2: 2^32, log10: log2(10) * 2^32), with plus_one for log2(1 + x)
   (log1p); the C library's error on r is within 2^-shift relative. With floor (log2, in
   the callers), r is at least the exponent of x, the floor of log2(x): as log2 of a power
   of two is exact, and the C library's log2 is monotone. */
int __rbmc_log_meets(long long lo, long long hi, double t, int shift)
{
__CPROVER_HIDE:;
  long long v = __rbmc_fix(t);
  long long m = (v < 0 ? -v : v) >> shift;
  return lo <= v + m + 4 && v - m - 4 <= hi;
}

int __rbmc_log_near_f(float r, float x, double scale, int plus_one, int floor)
{
__CPROVER_HIDE:;
  struct __rbmc_log2 b = __rbmc_log2_range_f(plus_one ? (x < 1e18f ? 1 + x : x) : x);
  long long lo = b.lo, hi = b.hi;
  /* lo + 3000 is the exponent of x (in units) plus the chord, below one unit */
  return __rbmc_log_meets(lo, hi, r * scale, 20) && (!floor || r >= (float)((lo + 3000) >> 32));
}

int __rbmc_log_near_d(double r, double x, double scale, int plus_one, int floor)
{
__CPROVER_HIDE:;
  struct __rbmc_log2 b = __rbmc_log2_range_d(plus_one ? (x < 1e18 ? 1 + x : x) : x);
  long long lo = b.lo, hi = b.hi;
  /* lo + 2 is the exponent of x (in units) plus the chord, below one unit */
  return __rbmc_log_meets(lo, hi, r * scale, 40) && (!floor || r >= (double)((lo + 2) >> 32));
}

int __rbmc_log_near_l(long double r, long double x, double scale, int plus_one, int floor)
{
__CPROVER_HIDE:;
  struct __rbmc_log2 b = __rbmc_log2_range_l(plus_one ? (x < 1e18L ? 1 + x : x) : x);
  long long lo = b.lo, hi = b.hi;
  /* lo + 2 is the exponent of x (in units) plus the chord, below one unit */
  return __rbmc_log_meets(lo, hi, (double)r * scale, 40) && (!floor || r >= (long double)((lo + 2) >> 32));
}

/* Facts of sin (fn 0), cos (1), tanh (2), atan (3) and sinh (4) that the C library's
   results keep (checked against glibc and libquadmath in all rounding modes), for
   symbolic arguments: signs, |sin x| <= |x|, |atan x| <= |x|, and from concavity the
   lower bounds |sin x| >= 2/pi |x| (|x| <= pi/2), |tanh x| >= tanh(1) |x| and
   |atan x| >= pi/4 |x| (|x| <= 1), cos x >= 1 - x^2/2 (|x| <= 1, within slack: a few
   ulps near 1). glibc's tanh and sinh are off by up to 2 ulps, across |x|: their bounds
   by |x| have 1e-6 of room. Near the subnormals, where results lose precision, only
   signs are kept. Float and
   long double arguments and results are compared as doubles (conversions keep order). */
int __rbmc_trig_facts(int fn, double x, double r, double slack)
{
__CPROVER_HIDE:;
  double ax = x < 0 ? -x : x;
  double ar = r < 0 ? -r : r;
  int same_sign = x > 0 ? r >= 0 : r <= 0;
  int tiny = ax < 1e-30;
  if(fn == 0)
    return ax > 3.14159 || (same_sign && ar <= ax && (ax > 1.5707 || tiny || ar >= ax * 0.6366));
  if(fn == 1)
    return (ax > 1.5707 || r >= 0) && (ax > 1 || r >= 1 - (x * x * 0.50001 + slack));
  if(fn == 2)
    return same_sign && (tiny || ar <= ax * 1.000001) && (ax > 1 || tiny || ar >= ax * 0.7615);
  if(fn == 4)
    return same_sign && (tiny || ar >= ax * 0.999999);
  return same_sign && ar <= ax && (ax > 1 || tiny || ar >= ax * 0.7853);
}

/* long double: |r| <= |x| compared exactly, the rest as doubles, the argument clamped
   where every fact is trivially true */
int __rbmc_trig_facts_l(int fn, long double x, long double r)
{
__CPROVER_HIDE:;
  long double ax = x < 0 ? -x : x;
  long double ar = r < 0 ? -r : r;
  int below = !(fn == 3 || (fn == 0 && ax <= 3.14159L)) || ar <= ax;
  return below &&
         __rbmc_trig_facts(fn, x > 10.0L ? 10.0 : x < -10.0L ? -10.0 : (double)x, (double)r, 1e-15);
}

#pragma CPROVER check pop

double __rbmc_libm_sqrt(double x)
{
__CPROVER_HIDE:;
  if(__CPROVER_isnand(x) || x == 0 || (__CPROVER_isinfd(x) && x > 0))
    return x;
  if(x < 0)
    return __rbmc_nan();
  /* IEEE's correctly rounded square root, in the current rounding mode */
  return __CPROVER_sqrt(x);
}

float __rbmc_libm_sqrtf(float x)
{
__CPROVER_HIDE:;
  if(__CPROVER_isnanf(x) || x == 0 || (__CPROVER_isinff(x) && x > 0))
    return x;
  if(x < 0)
    return __rbmc_nanf();
  /* IEEE's correctly rounded square root, in the current rounding mode */
  return __CPROVER_sqrtf(x);
}

long double __rbmc_libm_sqrtl(long double x)
{
__CPROVER_HIDE:;
  if(__CPROVER_isnanld(x) || x == 0 || (__CPROVER_isinfld(x) && x > 0))
    return x;
  if(x < 0)
    return __rbmc_nanl();
  /* IEEE's correctly rounded square root, in the current rounding mode */
  return __CPROVER_sqrtl(x);
}

double __rbmc_libm_exp(double x)
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
  /* for symbolic arguments: log2(r) = x log2(e) */
  __CPROVER_assume(__rbmc_exp_near_d(r, x, 6196328018.7194806, 0));
  return r;
}

float __rbmc_libm_expf(float x)
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
  /* for symbolic arguments: log2(r) = x log2(e) */
  __CPROVER_assume(__rbmc_exp_near_f(r, x, 6196328018.7194806, 0));
  return r;
}

long double __rbmc_libm_expl(long double x)
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
  /* for symbolic arguments: log2(r) = x log2(e) */
  __CPROVER_assume(__rbmc_exp_near_l(r, x, 6196328018.7194806, 0));
  return r;
}

double __rbmc_libm_exp2(double x)
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
  /* for symbolic arguments: log2(r) = x */
  __CPROVER_assume(__rbmc_exp_near_d(r, x, 4294967296.0, 0));
  return r;
}

float __rbmc_libm_exp2f(float x)
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
  /* for symbolic arguments: log2(r) = x */
  __CPROVER_assume(__rbmc_exp_near_f(r, x, 4294967296.0, 0));
  return r;
}

long double __rbmc_libm_exp2l(long double x)
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
  /* for symbolic arguments: log2(r) = x */
  __CPROVER_assume(__rbmc_exp_near_l(r, x, 4294967296.0, 0));
  return r;
}

double __rbmc_libm_expm1(double x)
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
  /* for symbolic arguments: log2(r + 1) = x log2(e) */
  __CPROVER_assume(x < -1 || __rbmc_exp_near_d(r, x, 6196328018.7194806, 1));
  return r;
}

float __rbmc_libm_expm1f(float x)
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
  /* for symbolic arguments: log2(r + 1) = x log2(e) */
  __CPROVER_assume(x < -1 || __rbmc_exp_near_f(r, x, 6196328018.7194806, 1));
  return r;
}

long double __rbmc_libm_expm1l(long double x)
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
  /* for symbolic arguments: log2(r + 1) = x log2(e) */
  __CPROVER_assume(x < -1 || __rbmc_exp_near_l(r, x, 6196328018.7194806, 1));
  return r;
}

double __rbmc_libm_log(double x)
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
  /* for symbolic arguments: r = ln 2 log2(x) */
  __CPROVER_assume(__rbmc_log_near_d(r, x, 6196328018.7194806, 0, 0));
  return r;
}

float __rbmc_libm_logf(float x)
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
  /* for symbolic arguments: r = ln 2 log2(x) */
  __CPROVER_assume(__rbmc_log_near_f(r, x, 6196328018.7194806, 0, 0));
  return r;
}

long double __rbmc_libm_logl(long double x)
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
  /* for symbolic arguments: r = ln 2 log2(x) */
  __CPROVER_assume(__rbmc_log_near_l(r, x, 6196328018.7194806, 0, 0));
  return r;
}

double __rbmc_libm_log2(double x)
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
  /* for symbolic arguments: r = log2(x) */
  __CPROVER_assume(__rbmc_log_near_d(r, x, 4294967296.0, 0, 1));
  return r;
}

float __rbmc_libm_log2f(float x)
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
  /* for symbolic arguments: r = log2(x) */
  __CPROVER_assume(__rbmc_log_near_f(r, x, 4294967296.0, 0, 1));
  return r;
}

long double __rbmc_libm_log2l(long double x)
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
  /* for symbolic arguments: r = log2(x) */
  __CPROVER_assume(__rbmc_log_near_l(r, x, 4294967296.0, 0, 1));
  return r;
}

double __rbmc_libm_log10(double x)
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
  /* for symbolic arguments: r = log10(2) log2(x) */
  __CPROVER_assume(__rbmc_log_near_d(r, x, 14267572527.204806, 0, 0));
  return r;
}

float __rbmc_libm_log10f(float x)
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
  /* for symbolic arguments: r = log10(2) log2(x) */
  __CPROVER_assume(__rbmc_log_near_f(r, x, 14267572527.204806, 0, 0));
  return r;
}

long double __rbmc_libm_log10l(long double x)
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
  /* for symbolic arguments: r = log10(2) log2(x) */
  __CPROVER_assume(__rbmc_log_near_l(r, x, 14267572527.204806, 0, 0));
  return r;
}

double __rbmc_libm_log1p(double x)
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
  /* for symbolic arguments: r = ln 2 log2(1 + x) */
  __CPROVER_assume(__rbmc_log_near_d(r, x, 6196328018.7194806, 1, 0));
  return r;
}

float __rbmc_libm_log1pf(float x)
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
  /* for symbolic arguments: r = ln 2 log2(1 + x) */
  __CPROVER_assume(__rbmc_log_near_f(r, x, 6196328018.7194806, 1, 0));
  return r;
}

long double __rbmc_libm_log1pl(long double x)
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
  /* for symbolic arguments: r = ln 2 log2(1 + x) */
  __CPROVER_assume(__rbmc_log_near_l(r, x, 6196328018.7194806, 1, 0));
  return r;
}

double __rbmc_libm_pow(double x, double y)
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
  /* for symbolic arguments: log2|r| = y log2|x| */
  __CPROVER_assume(__rbmc_pow_near_d(r, x, y));
  return r;
}

float __rbmc_libm_powf(float x, float y)
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
  /* for symbolic arguments: log2|r| = y log2|x| */
  __CPROVER_assume(__rbmc_pow_near_f(r, x, y));
  return r;
}

long double __rbmc_libm_powl(long double x, long double y)
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
  /* for symbolic arguments: log2|r| = y log2|x| */
  __CPROVER_assume(__rbmc_pow_near_l(r, x, y));
  return r;
}

double __rbmc_libm_sin(double x)
{
__CPROVER_HIDE:;
  if(__CPROVER_isnand(x) || __CPROVER_isinfd(x))
    return __rbmc_nan();
  if(x == 0)
    return x;
  double r = __VERIFIER_nondet_double();
  __CPROVER_assume(r >= -1 && r <= 1);
  __CPROVER_assume(__rbmc_libm_within_d(9, x, 0.0, r, __CPROVER_rounding_mode));
  __CPROVER_assume(__rbmc_trig_facts(0, x, r, 1e-15));
  return r;
}

float __rbmc_libm_sinf(float x)
{
__CPROVER_HIDE:;
  if(__CPROVER_isnanf(x) || __CPROVER_isinff(x))
    return __rbmc_nanf();
  if(x == 0)
    return x;
  float r = __VERIFIER_nondet_float();
  __CPROVER_assume(r >= -1 && r <= 1);
  __CPROVER_assume(__rbmc_libm_within_f(9, x, 0.0f, r, __CPROVER_rounding_mode));
  __CPROVER_assume(__rbmc_trig_facts(0, x, r, 3e-7));
  return r;
}

long double __rbmc_libm_sinl(long double x)
{
__CPROVER_HIDE:;
  if(__CPROVER_isnanld(x) || __CPROVER_isinfld(x))
    return __rbmc_nanl();
  if(x == 0)
    return x;
  long double r = __VERIFIER_nondet_long_double();
  __CPROVER_assume(r >= -1 && r <= 1);
  __CPROVER_assume(__rbmc_libm_within_l(9, x, 0.0L, r, __CPROVER_rounding_mode));
  __CPROVER_assume(__rbmc_trig_facts_l(0, x, r));
  return r;
}

double __rbmc_libm_cos(double x)
{
__CPROVER_HIDE:;
  if(__CPROVER_isnand(x) || __CPROVER_isinfd(x))
    return __rbmc_nan();
  if(x == 0)
    return 1;
  double r = __VERIFIER_nondet_double();
  __CPROVER_assume(r >= -1 && r <= 1);
  __CPROVER_assume(__rbmc_libm_within_d(10, x, 0.0, r, __CPROVER_rounding_mode));
  __CPROVER_assume(__rbmc_trig_facts(1, x, r, 1e-15));
  return r;
}

float __rbmc_libm_cosf(float x)
{
__CPROVER_HIDE:;
  if(__CPROVER_isnanf(x) || __CPROVER_isinff(x))
    return __rbmc_nanf();
  if(x == 0)
    return 1;
  float r = __VERIFIER_nondet_float();
  __CPROVER_assume(r >= -1 && r <= 1);
  __CPROVER_assume(__rbmc_libm_within_f(10, x, 0.0f, r, __CPROVER_rounding_mode));
  __CPROVER_assume(__rbmc_trig_facts(1, x, r, 3e-7));
  return r;
}

long double __rbmc_libm_cosl(long double x)
{
__CPROVER_HIDE:;
  if(__CPROVER_isnanld(x) || __CPROVER_isinfld(x))
    return __rbmc_nanl();
  if(x == 0)
    return 1;
  long double r = __VERIFIER_nondet_long_double();
  __CPROVER_assume(r >= -1 && r <= 1);
  __CPROVER_assume(__rbmc_libm_within_l(10, x, 0.0L, r, __CPROVER_rounding_mode));
  __CPROVER_assume(__rbmc_trig_facts_l(1, x, r));
  return r;
}

double __rbmc_libm_tan(double x)
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

float __rbmc_libm_tanf(float x)
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

long double __rbmc_libm_tanl(long double x)
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

double __rbmc_libm_asin(double x)
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

float __rbmc_libm_asinf(float x)
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

long double __rbmc_libm_asinl(long double x)
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

double __rbmc_libm_acos(double x)
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

float __rbmc_libm_acosf(float x)
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

long double __rbmc_libm_acosl(long double x)
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
  __CPROVER_assume(__rbmc_trig_facts(3, x, r, 1e-15));
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
  __CPROVER_assume(__rbmc_trig_facts(3, x, r, 3e-7));
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
  __CPROVER_assume(__rbmc_trig_facts_l(3, x, r));
  return r;
}

double __rbmc_libm_atan2(double y, double x)
{
__CPROVER_HIDE:;
  if(__CPROVER_isnand(x) || __CPROVER_isnand(y))
    return __CPROVER_isnand(x) ? x : y;
  double r = __VERIFIER_nondet_double();
  __CPROVER_assume(r >= -3.1416 && r <= 3.1416);
  __CPROVER_assume(__rbmc_libm_within_d(15, y, x, r, __CPROVER_rounding_mode));
  return r;
}

float __rbmc_libm_atan2f(float y, float x)
{
__CPROVER_HIDE:;
  if(__CPROVER_isnanf(x) || __CPROVER_isnanf(y))
    return __CPROVER_isnanf(x) ? x : y;
  float r = __VERIFIER_nondet_float();
  __CPROVER_assume(r >= -3.1416f && r <= 3.1416f);
  __CPROVER_assume(__rbmc_libm_within_f(15, y, x, r, __CPROVER_rounding_mode));
  return r;
}

long double __rbmc_libm_atan2l(long double y, long double x)
{
__CPROVER_HIDE:;
  if(__CPROVER_isnanld(x) || __CPROVER_isnanld(y))
    return __CPROVER_isnanld(x) ? x : y;
  long double r = __VERIFIER_nondet_long_double();
  __CPROVER_assume(r >= -3.1416L && r <= 3.1416L);
  __CPROVER_assume(__rbmc_libm_within_l(15, y, x, r, __CPROVER_rounding_mode));
  return r;
}

double __rbmc_libm_sinh(double x)
{
__CPROVER_HIDE:;
  if(__CPROVER_isnand(x) || x == 0 || __CPROVER_isinfd(x))
    return x;
  double r = __VERIFIER_nondet_double();
  /* the sign of x, and |sinh x| >= |x| within glibc's error (__rbmc_trig_facts) */
  __CPROVER_assume(!__CPROVER_isnand(r));
  __CPROVER_assume(__rbmc_libm_within_d(16, x, 0.0, r, __CPROVER_rounding_mode));
  __CPROVER_assume(__rbmc_trig_facts(4, x, r, 0.0));
  return r;
}

float __rbmc_libm_sinhf(float x)
{
__CPROVER_HIDE:;
  if(__CPROVER_isnanf(x) || x == 0 || __CPROVER_isinff(x))
    return x;
  float r = __VERIFIER_nondet_float();
  /* the sign of x, and |sinh x| >= |x| within glibc's error (__rbmc_trig_facts) */
  __CPROVER_assume(!__CPROVER_isnanf(r));
  __CPROVER_assume(__rbmc_libm_within_f(16, x, 0.0f, r, __CPROVER_rounding_mode));
  __CPROVER_assume(__rbmc_trig_facts(4, x, r, 0.0));
  return r;
}

long double __rbmc_libm_sinhl(long double x)
{
__CPROVER_HIDE:;
  if(__CPROVER_isnanld(x) || x == 0 || __CPROVER_isinfld(x))
    return x;
  long double r = __VERIFIER_nondet_long_double();
  /* the sign of x, and |sinh x| >= |x| within glibc's error (__rbmc_trig_facts) */
  __CPROVER_assume(!__CPROVER_isnanld(r));
  __CPROVER_assume(__rbmc_libm_within_l(16, x, 0.0L, r, __CPROVER_rounding_mode));
  __CPROVER_assume(__rbmc_trig_facts_l(4, x, r));
  return r;
}

double __rbmc_libm_cosh(double x)
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

float __rbmc_libm_coshf(float x)
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

long double __rbmc_libm_coshl(long double x)
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
  /* the sign of x, |tanh x| <= 1, and |tanh x| <= |x| within glibc's error
     (__rbmc_trig_facts) */
  __CPROVER_assume(x > 0 ? (r >= 0 && r <= 1) : (r <= 0 && r >= -1));
  __CPROVER_assume(__rbmc_libm_within_d(18, x, 0.0, r, __CPROVER_rounding_mode));
  __CPROVER_assume(__rbmc_trig_facts(2, x, r, 1e-15));
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
  /* the sign of x, |tanh x| <= 1, and |tanh x| <= |x| within glibc's error
     (__rbmc_trig_facts) */
  __CPROVER_assume(x > 0 ? (r >= 0 && r <= 1) : (r <= 0 && r >= -1));
  __CPROVER_assume(__rbmc_libm_within_f(18, x, 0.0f, r, __CPROVER_rounding_mode));
  __CPROVER_assume(__rbmc_trig_facts(2, x, r, 3e-7));
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
  /* the sign of x, |tanh x| <= 1, and |tanh x| <= |x| within glibc's error
     (__rbmc_trig_facts) */
  __CPROVER_assume(x > 0 ? (r >= 0 && r <= 1) : (r <= 0 && r >= -1));
  __CPROVER_assume(__rbmc_libm_within_l(18, x, 0.0L, r, __CPROVER_rounding_mode));
  __CPROVER_assume(__rbmc_trig_facts_l(2, x, r));
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

double __rbmc_libm_acosh(double x)
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

float __rbmc_libm_acoshf(float x)
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

long double __rbmc_libm_acoshl(long double x)
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

double __rbmc_libm_atanh(double x)
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

float __rbmc_libm_atanhf(float x)
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

long double __rbmc_libm_atanhl(long double x)
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
  /* between x and the unit of its sign, in round-to-nearest (glibc's cbrt is correctly
     rounded only there: towards zero, cbrt(1.0) is 1 - 2^-53) */
  __CPROVER_assume(__CPROVER_rounding_mode != 0 ||
                   (x > 0 ? (x >= 1 ? (r >= 1 && r <= x) : (r >= x && r <= 1))
                          : (x <= -1 ? (r <= -1 && r >= x) : (r <= x && r >= -1))));
  __CPROVER_assume(__rbmc_libm_within_d(22, x, 0.0, r, __CPROVER_rounding_mode));
  /* for symbolic arguments: log2|r| = log2|x| / 3 */
  __CPROVER_assume(__rbmc_cbrt_near_d(r, x));
  return r;
}

float cbrtf(float x)
{
__CPROVER_HIDE:;
  if(__CPROVER_isnanf(x) || x == 0 || __CPROVER_isinff(x))
    return x;
  float r = __VERIFIER_nondet_float();
  /* between x and the unit of its sign, in round-to-nearest (glibc's cbrt is correctly
     rounded only there: towards zero, cbrt(1.0) is 1 - 2^-53) */
  __CPROVER_assume(__CPROVER_rounding_mode != 0 ||
                   (x > 0 ? (x >= 1 ? (r >= 1 && r <= x) : (r >= x && r <= 1))
                          : (x <= -1 ? (r <= -1 && r >= x) : (r <= x && r >= -1))));
  __CPROVER_assume(__rbmc_libm_within_f(22, x, 0.0f, r, __CPROVER_rounding_mode));
  /* for symbolic arguments: log2|r| = log2|x| / 3 */
  __CPROVER_assume(__rbmc_cbrt_near_f(r, x));
  return r;
}

long double cbrtl(long double x)
{
__CPROVER_HIDE:;
  if(__CPROVER_isnanld(x) || x == 0 || __CPROVER_isinfld(x))
    return x;
  long double r = __VERIFIER_nondet_long_double();
  /* between x and the unit of its sign, in round-to-nearest (glibc's cbrt is correctly
     rounded only there: towards zero, cbrt(1.0) is 1 - 2^-53) */
  __CPROVER_assume(__CPROVER_rounding_mode != 0 ||
                   (x > 0 ? (x >= 1 ? (r >= 1 && r <= x) : (r >= x && r <= 1))
                          : (x <= -1 ? (r <= -1 && r >= x) : (r <= x && r >= -1))));
  __CPROVER_assume(__rbmc_libm_within_l(22, x, 0.0L, r, __CPROVER_rounding_mode));
  /* for symbolic arguments: log2|r| = log2|x| / 3 */
  __CPROVER_assume(__rbmc_cbrt_near_l(r, x));
  return r;
}

double __rbmc_libm_hypot(double x, double y)
{
__CPROVER_HIDE:;
  if(__CPROVER_isinfd(x) || __CPROVER_isinfd(y))
    return __builtin_inf();
  if(__CPROVER_isnand(x) || __CPROVER_isnand(y))
    return __rbmc_nan();
  /* magnitudes: the sign bit cleared (-0.0 < 0 is false: hypot(-0, -0) is +0) */
  double ax = __builtin_signbit(x) ? -x : x;
  double ay = __builtin_signbit(y) ? -y : y;
  if(ax == 0 || ay == 0)
    return ax + ay;
  double r = __VERIFIER_nondet_double();
  __CPROVER_assume(!__CPROVER_isnand(r) && r >= ax && r >= ay);
  __CPROVER_assume(__rbmc_libm_within_d(23, x, y, r, __CPROVER_rounding_mode));
  return r;
}

float __rbmc_libm_hypotf(float x, float y)
{
__CPROVER_HIDE:;
  if(__CPROVER_isinff(x) || __CPROVER_isinff(y))
    return __builtin_inff();
  if(__CPROVER_isnanf(x) || __CPROVER_isnanf(y))
    return __rbmc_nanf();
  /* magnitudes: the sign bit cleared (-0.0 < 0 is false: hypot(-0, -0) is +0) */
  float ax = __builtin_signbit(x) ? -x : x;
  float ay = __builtin_signbit(y) ? -y : y;
  if(ax == 0 || ay == 0)
    return ax + ay;
  float r = __VERIFIER_nondet_float();
  __CPROVER_assume(!__CPROVER_isnanf(r) && r >= ax && r >= ay);
  __CPROVER_assume(__rbmc_libm_within_f(23, x, y, r, __CPROVER_rounding_mode));
  return r;
}

long double __rbmc_libm_hypotl(long double x, long double y)
{
__CPROVER_HIDE:;
  if(__CPROVER_isinfld(x) || __CPROVER_isinfld(y))
    return __builtin_infl();
  if(__CPROVER_isnanld(x) || __CPROVER_isnanld(y))
    return __rbmc_nanl();
  /* magnitudes: the sign bit cleared (-0.0 < 0 is false: hypot(-0, -0) is +0) */
  long double ax = __builtin_signbit(x) ? -x : x;
  long double ay = __builtin_signbit(y) ? -y : y;
  if(ax == 0 || ay == 0)
    return ax + ay;
  long double r = __VERIFIER_nondet_long_double();
  __CPROVER_assume(!__CPROVER_isnanld(r) && r >= ax && r >= ay);
  __CPROVER_assume(__rbmc_libm_within_l(23, x, y, r, __CPROVER_rounding_mode));
  return r;
}

double __rbmc_libm_fmod(double x, double y)
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

float __rbmc_libm_fmodf(float x, float y)
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

long double __rbmc_libm_fmodl(long double x, long double y)
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
  return __rbmc_libm_pow(x, (double)n);
}

float __rbmc_powif(float x, int n)
{
__CPROVER_HIDE:;
  return __rbmc_libm_powf(x, (float)n);
}

long double __rbmc_powil(long double x, int n)
{
__CPROVER_HIDE:;
  return __rbmc_libm_powl(x, (long double)n);
}

/* The functions themselves: each value above, and errno as glibc sets it
   (__rbmc_math_errno in math.c: EDOM for a domain error, ERANGE for a pole error or an
   overflow, and for an underflow where the last argument says one may occur: exp and
   exp2 of any finite argument, pow of a nonzero base, atan2 of a nonzero y). atan, tanh,
   asinh and cbrt have no error, so no wrapper. */

double sqrt(double x)
{
__CPROVER_HIDE:;
  return __rbmc_math_errno(__rbmc_libm_sqrt(x), x, 0.0, 0);
}

float sqrtf(float x)
{
__CPROVER_HIDE:;
  return __rbmc_math_errnof(__rbmc_libm_sqrtf(x), x, 0.0f, 0);
}

long double sqrtl(long double x)
{
__CPROVER_HIDE:;
  return __rbmc_math_errnol(__rbmc_libm_sqrtl(x), x, 0.0L, 0);
}

double exp(double x)
{
__CPROVER_HIDE:;
  return __rbmc_math_errno(__rbmc_libm_exp(x), x, 0.0, 1);
}

float expf(float x)
{
__CPROVER_HIDE:;
  return __rbmc_math_errnof(__rbmc_libm_expf(x), x, 0.0f, 1);
}

long double expl(long double x)
{
__CPROVER_HIDE:;
  return __rbmc_math_errnol(__rbmc_libm_expl(x), x, 0.0L, 1);
}

double exp2(double x)
{
__CPROVER_HIDE:;
  return __rbmc_math_errno(__rbmc_libm_exp2(x), x, 0.0, 1);
}

float exp2f(float x)
{
__CPROVER_HIDE:;
  return __rbmc_math_errnof(__rbmc_libm_exp2f(x), x, 0.0f, 1);
}

long double exp2l(long double x)
{
__CPROVER_HIDE:;
  return __rbmc_math_errnol(__rbmc_libm_exp2l(x), x, 0.0L, 1);
}

double expm1(double x)
{
__CPROVER_HIDE:;
  return __rbmc_math_errno(__rbmc_libm_expm1(x), x, 0.0, 0);
}

float expm1f(float x)
{
__CPROVER_HIDE:;
  return __rbmc_math_errnof(__rbmc_libm_expm1f(x), x, 0.0f, 0);
}

long double expm1l(long double x)
{
__CPROVER_HIDE:;
  return __rbmc_math_errnol(__rbmc_libm_expm1l(x), x, 0.0L, 0);
}

double log(double x)
{
__CPROVER_HIDE:;
  return __rbmc_math_errno(__rbmc_libm_log(x), x, 0.0, 0);
}

float logf(float x)
{
__CPROVER_HIDE:;
  return __rbmc_math_errnof(__rbmc_libm_logf(x), x, 0.0f, 0);
}

long double logl(long double x)
{
__CPROVER_HIDE:;
  return __rbmc_math_errnol(__rbmc_libm_logl(x), x, 0.0L, 0);
}

double log2(double x)
{
__CPROVER_HIDE:;
  return __rbmc_math_errno(__rbmc_libm_log2(x), x, 0.0, 0);
}

float log2f(float x)
{
__CPROVER_HIDE:;
  return __rbmc_math_errnof(__rbmc_libm_log2f(x), x, 0.0f, 0);
}

long double log2l(long double x)
{
__CPROVER_HIDE:;
  return __rbmc_math_errnol(__rbmc_libm_log2l(x), x, 0.0L, 0);
}

double log10(double x)
{
__CPROVER_HIDE:;
  return __rbmc_math_errno(__rbmc_libm_log10(x), x, 0.0, 0);
}

float log10f(float x)
{
__CPROVER_HIDE:;
  return __rbmc_math_errnof(__rbmc_libm_log10f(x), x, 0.0f, 0);
}

long double log10l(long double x)
{
__CPROVER_HIDE:;
  return __rbmc_math_errnol(__rbmc_libm_log10l(x), x, 0.0L, 0);
}

double log1p(double x)
{
__CPROVER_HIDE:;
  return __rbmc_math_errno(__rbmc_libm_log1p(x), x, 0.0, 0);
}

float log1pf(float x)
{
__CPROVER_HIDE:;
  return __rbmc_math_errnof(__rbmc_libm_log1pf(x), x, 0.0f, 0);
}

long double log1pl(long double x)
{
__CPROVER_HIDE:;
  return __rbmc_math_errnol(__rbmc_libm_log1pl(x), x, 0.0L, 0);
}

double pow(double x, double y)
{
__CPROVER_HIDE:;
  return __rbmc_math_errno(__rbmc_libm_pow(x, y), x, y, x != 0);
}

float powf(float x, float y)
{
__CPROVER_HIDE:;
  return __rbmc_math_errnof(__rbmc_libm_powf(x, y), x, y, x != 0);
}

long double powl(long double x, long double y)
{
__CPROVER_HIDE:;
  return __rbmc_math_errnol(__rbmc_libm_powl(x, y), x, y, x != 0);
}

double sin(double x)
{
__CPROVER_HIDE:;
  return __rbmc_math_errno(__rbmc_libm_sin(x), x, 0.0, 0);
}

float sinf(float x)
{
__CPROVER_HIDE:;
  return __rbmc_math_errnof(__rbmc_libm_sinf(x), x, 0.0f, 0);
}

long double sinl(long double x)
{
__CPROVER_HIDE:;
  return __rbmc_math_errnol(__rbmc_libm_sinl(x), x, 0.0L, 0);
}

double cos(double x)
{
__CPROVER_HIDE:;
  return __rbmc_math_errno(__rbmc_libm_cos(x), x, 0.0, 0);
}

float cosf(float x)
{
__CPROVER_HIDE:;
  return __rbmc_math_errnof(__rbmc_libm_cosf(x), x, 0.0f, 0);
}

long double cosl(long double x)
{
__CPROVER_HIDE:;
  return __rbmc_math_errnol(__rbmc_libm_cosl(x), x, 0.0L, 0);
}

double tan(double x)
{
__CPROVER_HIDE:;
  return __rbmc_math_errno(__rbmc_libm_tan(x), x, 0.0, 0);
}

float tanf(float x)
{
__CPROVER_HIDE:;
  return __rbmc_math_errnof(__rbmc_libm_tanf(x), x, 0.0f, 0);
}

long double tanl(long double x)
{
__CPROVER_HIDE:;
  return __rbmc_math_errnol(__rbmc_libm_tanl(x), x, 0.0L, 0);
}

double asin(double x)
{
__CPROVER_HIDE:;
  return __rbmc_math_errno(__rbmc_libm_asin(x), x, 0.0, 0);
}

float asinf(float x)
{
__CPROVER_HIDE:;
  return __rbmc_math_errnof(__rbmc_libm_asinf(x), x, 0.0f, 0);
}

long double asinl(long double x)
{
__CPROVER_HIDE:;
  return __rbmc_math_errnol(__rbmc_libm_asinl(x), x, 0.0L, 0);
}

double acos(double x)
{
__CPROVER_HIDE:;
  return __rbmc_math_errno(__rbmc_libm_acos(x), x, 0.0, 0);
}

float acosf(float x)
{
__CPROVER_HIDE:;
  return __rbmc_math_errnof(__rbmc_libm_acosf(x), x, 0.0f, 0);
}

long double acosl(long double x)
{
__CPROVER_HIDE:;
  return __rbmc_math_errnol(__rbmc_libm_acosl(x), x, 0.0L, 0);
}

double atan2(double y, double x)
{
__CPROVER_HIDE:;
  return __rbmc_math_errno(__rbmc_libm_atan2(y, x), y, x, y != 0);
}

float atan2f(float y, float x)
{
__CPROVER_HIDE:;
  return __rbmc_math_errnof(__rbmc_libm_atan2f(y, x), y, x, y != 0);
}

long double atan2l(long double y, long double x)
{
__CPROVER_HIDE:;
  return __rbmc_math_errnol(__rbmc_libm_atan2l(y, x), y, x, y != 0);
}

double sinh(double x)
{
__CPROVER_HIDE:;
  return __rbmc_math_errno(__rbmc_libm_sinh(x), x, 0.0, 0);
}

float sinhf(float x)
{
__CPROVER_HIDE:;
  return __rbmc_math_errnof(__rbmc_libm_sinhf(x), x, 0.0f, 0);
}

long double sinhl(long double x)
{
__CPROVER_HIDE:;
  return __rbmc_math_errnol(__rbmc_libm_sinhl(x), x, 0.0L, 0);
}

double cosh(double x)
{
__CPROVER_HIDE:;
  return __rbmc_math_errno(__rbmc_libm_cosh(x), x, 0.0, 0);
}

float coshf(float x)
{
__CPROVER_HIDE:;
  return __rbmc_math_errnof(__rbmc_libm_coshf(x), x, 0.0f, 0);
}

long double coshl(long double x)
{
__CPROVER_HIDE:;
  return __rbmc_math_errnol(__rbmc_libm_coshl(x), x, 0.0L, 0);
}

double acosh(double x)
{
__CPROVER_HIDE:;
  return __rbmc_math_errno(__rbmc_libm_acosh(x), x, 0.0, 0);
}

float acoshf(float x)
{
__CPROVER_HIDE:;
  return __rbmc_math_errnof(__rbmc_libm_acoshf(x), x, 0.0f, 0);
}

long double acoshl(long double x)
{
__CPROVER_HIDE:;
  return __rbmc_math_errnol(__rbmc_libm_acoshl(x), x, 0.0L, 0);
}

double atanh(double x)
{
__CPROVER_HIDE:;
  return __rbmc_math_errno(__rbmc_libm_atanh(x), x, 0.0, 0);
}

float atanhf(float x)
{
__CPROVER_HIDE:;
  return __rbmc_math_errnof(__rbmc_libm_atanhf(x), x, 0.0f, 0);
}

long double atanhl(long double x)
{
__CPROVER_HIDE:;
  return __rbmc_math_errnol(__rbmc_libm_atanhl(x), x, 0.0L, 0);
}

double hypot(double x, double y)
{
__CPROVER_HIDE:;
  return __rbmc_math_errno(__rbmc_libm_hypot(x, y), x, y, 0);
}

float hypotf(float x, float y)
{
__CPROVER_HIDE:;
  return __rbmc_math_errnof(__rbmc_libm_hypotf(x, y), x, y, 0);
}

long double hypotl(long double x, long double y)
{
__CPROVER_HIDE:;
  return __rbmc_math_errnol(__rbmc_libm_hypotl(x, y), x, y, 0);
}

double fmod(double x, double y)
{
__CPROVER_HIDE:;
  return __rbmc_math_errno(__rbmc_libm_fmod(x, y), x, y, 0);
}

float fmodf(float x, float y)
{
__CPROVER_HIDE:;
  return __rbmc_math_errnof(__rbmc_libm_fmodf(x, y), x, y, 0);
}

long double fmodl(long double x, long double y)
{
__CPROVER_HIDE:;
  return __rbmc_math_errnol(__rbmc_libm_fmodl(x, y), x, y, 0);
}
