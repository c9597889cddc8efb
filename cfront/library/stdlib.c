/* rbmc's models of the C standard library's memory functions.
   Compiled by cfront on demand: only the functions a program calls and does not define.
   Globals (__CPROVER_malloc_*) are set by __CPROVER_initialize from the command line. */

__CPROVER_bool __VERIFIER_nondet___CPROVER_bool(void);

/* the models calling each other (a model sees only this file's declarations) */
void *malloc(__CPROVER_size_t malloc_size);
void *realloc(void *ptr, __CPROVER_size_t malloc_size);
void free(void *ptr);
int *__errno_location(void);
long strtol(const char *nptr, char **endptr, int base);
long long strtoll(const char *nptr, char **endptr, int base);
unsigned long strtoul(const char *nptr, char **endptr, int base);
unsigned long long strtoull(const char *nptr, char **endptr, int base);
double strtod(const char *nptr, char **endptr);
int rand(void);
char *getenv(const char *name);
int __rbmc_digit_value(int c);
/* an integer parsed by __rbmc_parse_integer (returned by value: taking the addresses of
   a caller's locals made objects per call, and loops ran out of object numbers) */
struct __rbmc_parsed_integer
{
  __CPROVER_size_t length;
  unsigned long long value;
  int negative;
  int overflow;
};
struct __rbmc_parsed_integer __rbmc_parse_integer(
  const char *nptr, int base, unsigned long long limit_neg, unsigned long long limit_pos);
long long __rbmc_strto_signed(
  const char *nptr, char **endptr, int base, long long min, long long max);
unsigned long long __rbmc_strto_unsigned(
  const char *nptr, char **endptr, int base, unsigned long long max);
/* a floating-point subject sequence parsed by __rbmc_float_prefix (returned by value,
   as __rbmc_parse_integer's: no object per call) */
struct __rbmc_parsed_float
{
  __CPROVER_size_t length;
  int kind;
  int negative;
  unsigned long long mant;
  long exp10;
  int exact;
};
struct __rbmc_parsed_float __rbmc_float_prefix(const char *s);

void *malloc(__CPROVER_size_t malloc_size)
{
__CPROVER_HIDE:;
  if(__CPROVER_malloc_failure_mode == 1)
  {
    if(malloc_size > __CPROVER_max_malloc_size)
      return (void *)0;
    __CPROVER_bool should_malloc_fail = __VERIFIER_nondet___CPROVER_bool();
    if(__CPROVER_malloc_may_fail && should_malloc_fail)
      return (void *)0;
  }
  else if(__CPROVER_malloc_failure_mode == 2)
  {
    __CPROVER_assert(malloc_size <= __CPROVER_max_malloc_size, "max allocation size exceeded");
    __CPROVER_bool should_malloc_fail = __VERIFIER_nondet___CPROVER_bool();
    __CPROVER_assert(!__CPROVER_malloc_may_fail || !should_malloc_fail, "max allocation may fail");
  }
  void *malloc_res = __CPROVER_allocate(malloc_size, 0);
  __CPROVER_deallocated = (malloc_res == __CPROVER_deallocated) ? 0 : __CPROVER_deallocated;
  __CPROVER_bool record_malloc = __VERIFIER_nondet___CPROVER_bool();
  __CPROVER_malloc_is_new_array = record_malloc ? 0 : __CPROVER_malloc_is_new_array;
  __CPROVER_bool record_may_leak = __VERIFIER_nondet___CPROVER_bool();
  __CPROVER_memory_leak = record_may_leak ? malloc_res : __CPROVER_memory_leak;
  return malloc_res;
}

void *calloc(__CPROVER_size_t nmemb, __CPROVER_size_t size)
{
__CPROVER_HIDE:;
  __CPROVER_size_t total = nmemb * size;
  if(size != 0 && total / size != nmemb)
    return (void *)0;
  if(__CPROVER_malloc_failure_mode == 1)
  {
    if(total > __CPROVER_max_malloc_size)
      return (void *)0;
    __CPROVER_bool should_malloc_fail = __VERIFIER_nondet___CPROVER_bool();
    if(__CPROVER_malloc_may_fail && should_malloc_fail)
      return (void *)0;
  }
  else if(__CPROVER_malloc_failure_mode == 2)
  {
    __CPROVER_assert(total <= __CPROVER_max_malloc_size, "max allocation size exceeded");
    __CPROVER_bool should_malloc_fail = __VERIFIER_nondet___CPROVER_bool();
    __CPROVER_assert(!__CPROVER_malloc_may_fail || !should_malloc_fail, "max allocation may fail");
  }
  void *res = __CPROVER_allocate(total, 1);
  __CPROVER_deallocated = (res == __CPROVER_deallocated) ? 0 : __CPROVER_deallocated;
  __CPROVER_bool record_malloc = __VERIFIER_nondet___CPROVER_bool();
  __CPROVER_malloc_is_new_array = record_malloc ? 0 : __CPROVER_malloc_is_new_array;
  __CPROVER_bool record_may_leak = __VERIFIER_nondet___CPROVER_bool();
  __CPROVER_memory_leak = record_may_leak ? res : __CPROVER_memory_leak;
  return res;
}

void *realloc(void *ptr, __CPROVER_size_t malloc_size)
{
__CPROVER_HIDE:;
  if(ptr == 0)
    return malloc(malloc_size);
  if(malloc_size == 0)
  {
    free(ptr);
    return malloc(1);
  }
  void *res = malloc(malloc_size);
  if(res != 0)
  {
    __CPROVER_size_t old = __CPROVER_OBJECT_SIZE(ptr);
    __CPROVER_array_replace((char *)res, (char *)ptr);
    (void)old;
    free(ptr);
  }
  return res;
}

int abs(int i)
{
  return i < 0 ? -i : i;
}

long labs(long i)
{
  return i < 0 ? -i : i;
}

long long llabs(long long i)
{
  return i < 0 ? -i : i;
}

/* intmax_t is long on LP64 */
long imaxabs(long i)
{
  return i < 0 ? -i : i;
}

/* div, ldiv, lldiv and imaxdiv: C's truncating quotient and its remainder (the division's
   checks apply: a zero divisor, and the overflow of the most negative value by -1). The
   result types are glibc's anonymous structs, which link with the program's by their
   bodies (as goto types: imaxdiv_t, whose intmax_t is long on LP64 and long long on
   ILP32, is lldiv_t's body of two 64-bit integers either way). */
typedef struct
{
  int quot;
  int rem;
} div_t;

typedef struct
{
  long quot;
  long rem;
} ldiv_t;

typedef struct
{
  long long quot;
  long long rem;
} lldiv_t;

div_t div(int numer, int denom)
{
__CPROVER_HIDE:;
  div_t r;
  r.quot = numer / denom;
  r.rem = numer % denom;
  return r;
}

ldiv_t ldiv(long numer, long denom)
{
__CPROVER_HIDE:;
  ldiv_t r;
  r.quot = numer / denom;
  r.rem = numer % denom;
  return r;
}

lldiv_t lldiv(long long numer, long long denom)
{
__CPROVER_HIDE:;
  lldiv_t r;
  r.quot = numer / denom;
  r.rem = numer % denom;
  return r;
}

lldiv_t imaxdiv(long long numer, long long denom)
{
__CPROVER_HIDE:;
  lldiv_t r;
  r.quot = numer / denom;
  r.rem = numer % denom;
  return r;
}

/* glibc's errno is `(*__errno_location ())`: one int per thread (C11 7.5, POSIX), zero
   at the program's and at each thread's start */
int *__errno_location(void)
{
__CPROVER_HIDE:;
  static _Thread_local int error_number;
  return &error_number;
}

/* errno's other spellings (macOS, Windows, newlib/Cygwin): the same int */
int *__error(void)
{
__CPROVER_HIDE:;
  return __errno_location();
}

int *_errno(void)
{
__CPROVER_HIDE:;
  return __errno_location();
}

int *__errno(void)
{
__CPROVER_HIDE:;
  return __errno_location();
}

/* The numeric conversions parse like the C library: leading white space, a sign, a
   0x/0 prefix for base 16 or 0, digits of the base; on overflow the result saturates and
   errno is ERANGE (34). `*endptr` is set to the first unparsed character (to nptr when no
   digit was read). The loops run once per character, so constant strings are exact. */
int __rbmc_digit_value(int c)
{
__CPROVER_HIDE:;
  if(c >= '0' && c <= '9')
    return c - '0';
  if(c >= 'a' && c <= 'z')
    return c - 'a' + 10;
  if(c >= 'A' && c <= 'Z')
    return c - 'A' + 10;
  return 99;
}

/* parses the magnitude into value (saturating at limit); length is the number of
   characters consumed, 0 if there is no number */
struct __rbmc_parsed_integer __rbmc_parse_integer(
  const char *nptr, int base, unsigned long long limit_neg, unsigned long long limit_pos)
{
__CPROVER_HIDE:;
  struct __rbmc_parsed_integer r = {0, 0, 0, 0};
  if(base != 0 && (base < 2 || base > 36))
  {
    *__errno_location() = 22; /* EINVAL */
    return r;
  }
  __CPROVER_size_t i = 0;
  while(nptr[i] == ' ' || (nptr[i] >= '\t' && nptr[i] <= '\r'))
    i++;
  if(nptr[i] == '-')
  {
    r.negative = 1;
    i++;
  }
  else if(nptr[i] == '+')
    i++;
  if((base == 0 || base == 16) && nptr[i] == '0' && (nptr[i + 1] == 'x' || nptr[i + 1] == 'X') &&
     __rbmc_digit_value(nptr[i + 2]) < 16)
  {
    base = 16;
    i += 2;
  }
  else if(base == 0)
    base = nptr[i] == '0' ? 8 : 10;
  unsigned long long limit = r.negative ? limit_neg : limit_pos;
  unsigned long long v = 0;
  __CPROVER_size_t digits = 0;
  for(;; i++)
  {
    int d = __rbmc_digit_value(nptr[i]);
    if(d >= base)
      break;
    digits++;
    if(v > (limit - d) / base)
      r.overflow = 1;
    else
      v = v * base + d;
  }
  r.value = r.overflow ? limit : v;
  r.length = digits == 0 ? 0 : i;
  return r;
}

/* the value of a parsed integer in a signed type of range [min, max], saturated with
   errno ERANGE on overflow */
long long __rbmc_signed_value(struct __rbmc_parsed_integer p, long long min, long long max)
{
__CPROVER_HIDE:;
  if(p.overflow)
  {
    *__errno_location() = 34;
    return p.negative ? min : max;
  }
  unsigned long long v = p.value;
  /* -(v-1)-1 rather than -v: the most negative value has no positive counterpart */
  return !p.negative ? (long long)v : v == 0 ? 0 : -(long long)(v - 1) - 1;
}

/* the value of a parsed integer in an unsigned type of maximum max (a negative number
   wraps, as C's conversions do) */
unsigned long long __rbmc_unsigned_value(struct __rbmc_parsed_integer p, unsigned long long max)
{
__CPROVER_HIDE:;
  if(p.overflow)
  {
    *__errno_location() = 34;
    return max;
  }
  return p.negative ? 0 - p.value : p.value;
}

long long __rbmc_strto_signed(
  const char *nptr, char **endptr, int base, long long min, long long max)
{
__CPROVER_HIDE:;
  struct __rbmc_parsed_integer p =
    __rbmc_parse_integer(nptr, base, (unsigned long long)max + 1, (unsigned long long)max);
  if(endptr != 0)
    *endptr = (char *)nptr + p.length;
  return __rbmc_signed_value(p, min, max);
}

unsigned long long __rbmc_strto_unsigned(
  const char *nptr, char **endptr, int base, unsigned long long max)
{
__CPROVER_HIDE:;
  struct __rbmc_parsed_integer p = __rbmc_parse_integer(nptr, base, max, max);
  if(endptr != 0)
    *endptr = (char *)nptr + p.length;
  return __rbmc_unsigned_value(p, max);
}

/* The wide conversions (wchar_t is int) parse the wide string's leading units that are
   ASCII characters, copied to a narrow string: any other unit ends the number, since
   digits, signs, base prefixes and the C locale's white space are ASCII (glibc's wcstol
   stops at U+3000 and at Arabic-Indic digits too). */
struct __rbmc_parsed_integer __rbmc_parse_wide_integer(
  const int *nptr, int base, unsigned long long limit_neg, unsigned long long limit_pos)
{
__CPROVER_HIDE:;
  /* the copy has room for every unit to the end of the wide string's object (a constant
     for an array or a literal: the narrow copy is then an array of constant size, whose
     loops symbolic execution bounds, which a copy of symbolic size is not) */
  __CPROVER_size_t room =
    (__CPROVER_OBJECT_SIZE(nptr) - (__CPROVER_size_t)__CPROVER_POINTER_OFFSET(nptr)) /
    sizeof(int);
  char narrow[room + 1];
  __CPROVER_size_t i = 0;
  for(; i < room && nptr[i] > 0 && nptr[i] < 128; i++)
    narrow[i] = (char)nptr[i];
  narrow[i] = 0;
  return __rbmc_parse_integer(narrow, base, limit_neg, limit_pos);
}

long long __rbmc_wcsto_signed(
  const int *nptr, int **endptr, int base, long long min, long long max)
{
__CPROVER_HIDE:;
  struct __rbmc_parsed_integer p = __rbmc_parse_wide_integer(
    nptr, base, (unsigned long long)max + 1, (unsigned long long)max);
  if(endptr != 0)
    *endptr = (int *)nptr + p.length;
  return __rbmc_signed_value(p, min, max);
}

unsigned long long __rbmc_wcsto_unsigned(
  const int *nptr, int **endptr, int base, unsigned long long max)
{
__CPROVER_HIDE:;
  struct __rbmc_parsed_integer p = __rbmc_parse_wide_integer(nptr, base, max, max);
  if(endptr != 0)
    *endptr = (int *)nptr + p.length;
  return __rbmc_unsigned_value(p, max);
}

long wcstol(const int *nptr, int **endptr, int base)
{
__CPROVER_HIDE:;
  long max = (long)(~0ul >> 1);
  return (long)__rbmc_wcsto_signed(nptr, endptr, base, -max - 1, max);
}

long long wcstoll(const int *nptr, int **endptr, int base)
{
__CPROVER_HIDE:;
  long long max = (long long)(~0ull >> 1);
  return __rbmc_wcsto_signed(nptr, endptr, base, -max - 1, max);
}

unsigned long wcstoul(const int *nptr, int **endptr, int base)
{
__CPROVER_HIDE:;
  return (unsigned long)__rbmc_wcsto_unsigned(nptr, endptr, base, ~0ul);
}

unsigned long long wcstoull(const int *nptr, int **endptr, int base)
{
__CPROVER_HIDE:;
  return __rbmc_wcsto_unsigned(nptr, endptr, base, ~0ull);
}

/* intmax_t and uintmax_t are long and unsigned long on LP64 */
long wcstoimax(const int *nptr, int **endptr, int base)
{
__CPROVER_HIDE:;
  return wcstol(nptr, endptr, base);
}

unsigned long wcstoumax(const int *nptr, int **endptr, int base)
{
__CPROVER_HIDE:;
  return wcstoul(nptr, endptr, base);
}

/* glibc >= 2.38 redirects wcsto* to these under C2x/GNU defaults */
long __isoc23_wcstol(const int *nptr, int **endptr, int base)
{
__CPROVER_HIDE:;
  return wcstol(nptr, endptr, base);
}

long long __isoc23_wcstoll(const int *nptr, int **endptr, int base)
{
__CPROVER_HIDE:;
  return wcstoll(nptr, endptr, base);
}

unsigned long __isoc23_wcstoul(const int *nptr, int **endptr, int base)
{
__CPROVER_HIDE:;
  return wcstoul(nptr, endptr, base);
}

unsigned long long __isoc23_wcstoull(const int *nptr, int **endptr, int base)
{
__CPROVER_HIDE:;
  return wcstoull(nptr, endptr, base);
}

long strtol(const char *nptr, char **endptr, int base)
{
__CPROVER_HIDE:;
  long max = (long)(~0ul >> 1);
  return (long)__rbmc_strto_signed(nptr, endptr, base, -max - 1, max);
}

long long strtoll(const char *nptr, char **endptr, int base)
{
__CPROVER_HIDE:;
  long long max = (long long)(~0ull >> 1);
  return __rbmc_strto_signed(nptr, endptr, base, -max - 1, max);
}

unsigned long strtoul(const char *nptr, char **endptr, int base)
{
__CPROVER_HIDE:;
  return (unsigned long)__rbmc_strto_unsigned(nptr, endptr, base, ~0ul);
}

unsigned long long strtoull(const char *nptr, char **endptr, int base)
{
__CPROVER_HIDE:;
  return __rbmc_strto_unsigned(nptr, endptr, base, ~0ull);
}

long long strtoq(const char *nptr, char **endptr, int base)
{
__CPROVER_HIDE:;
  return strtoll(nptr, endptr, base);
}

unsigned long long strtouq(const char *nptr, char **endptr, int base)
{
__CPROVER_HIDE:;
  return strtoull(nptr, endptr, base);
}

/* glibc >= 2.38 redirects strto* to these under C2x/GNU defaults */
long __isoc23_strtol(const char *nptr, char **endptr, int base)
{
__CPROVER_HIDE:;
  return strtol(nptr, endptr, base);
}

long long __isoc23_strtoll(const char *nptr, char **endptr, int base)
{
__CPROVER_HIDE:;
  return strtoll(nptr, endptr, base);
}

unsigned long __isoc23_strtoul(const char *nptr, char **endptr, int base)
{
__CPROVER_HIDE:;
  return strtoul(nptr, endptr, base);
}

unsigned long long __isoc23_strtoull(const char *nptr, char **endptr, int base)
{
__CPROVER_HIDE:;
  return strtoull(nptr, endptr, base);
}

/* atoi and friends: undefined on overflow; the model returns strtol's saturated value
   converted to the result type */
int atoi(const char *nptr)
{
__CPROVER_HIDE:;
  return (int)__rbmc_strto_signed(nptr, 0, 10, -2147483647 - 1, 2147483647);
}

long atol(const char *nptr)
{
__CPROVER_HIDE:;
  return strtol(nptr, 0, 10);
}

long long atoll(const char *nptr)
{
__CPROVER_HIDE:;
  return strtoll(nptr, 0, 10);
}

/* floating-point conversions (C11 7.22.1.3): the subject sequence is parsed exactly, so
   *endptr points right after the longest valid prefix (nptr when there is none): white
   space, a sign, then a decimal number (digits with at most one '.', at least one digit,
   an exponent only with digits), a hexadecimal one (0x, hex digits, a binary exponent
   only with digits), INF/INFINITY or NAN/NAN(chars), case-insensitive. The value is
   exact for infinities, NaNs and decimals whose digits form an integer m <= 2^53 (2^24
   for float) scaled by 10^e with |e| <= 22 (10 for float): m and 10^|e| are exact, and one
   IEEE multiplication or division rounds correctly in the current rounding mode.
   Other values (more digits, larger exponents, hexadecimal numbers) are nondeterministic
   with the right sign, and errno may be ERANGE. The parser's loops are rbmc's own (marked
   __RBMC_DECIDED_LOOPS): constant strings need no unwinding, symbolic characters one
   iteration each. Returns the prefix length; kind is 0 (none), 1 decimal, 2 hexadecimal,
   3 infinity, 4 NaN; for decimals mant and exp10, and exact: no nonzero digit was
   dropped and no exponent was clamped (at 10^5: such values are out of range anyway). */
struct __rbmc_parsed_float __rbmc_float_prefix(const char *s)
{
__CPROVER_HIDE:;
__RBMC_DECIDED_LOOPS:;
  struct __rbmc_parsed_float r = {0, 0, 0, 0, 0, 1};
  __CPROVER_size_t i = 0;
  while(s[i] == ' ' || (s[i] >= '\t' && s[i] <= '\r'))
    i++;
  if(s[i] == '-')
  {
    r.negative = 1;
    i++;
  }
  else if(s[i] == '+')
    i++;
  /* (c | 32) is the lower case of an ASCII letter; the next character is read only
     after a letter matched, so never past the terminating zero */
  if((s[i] | 32) == 'i' && (s[i + 1] | 32) == 'n' && (s[i + 2] | 32) == 'f')
  {
    i += 3;
    if((s[i] | 32) == 'i' && (s[i + 1] | 32) == 'n' && (s[i + 2] | 32) == 'i' &&
       (s[i + 3] | 32) == 't' && (s[i + 4] | 32) == 'y')
      i += 5;
    r.kind = 3;
    r.length = i;
    return r;
  }
  if((s[i] | 32) == 'n' && (s[i + 1] | 32) == 'a' && (s[i + 2] | 32) == 'n')
  {
    i += 3;
    if(s[i] == '(')
    {
      __CPROVER_size_t j = i + 1;
      while(__rbmc_digit_value(s[j]) < 36 || s[j] == '_')
        j++;
      if(s[j] == ')')
        i = j + 1;
    }
    r.kind = 4;
    r.length = i;
    return r;
  }
  if(s[i] == '0' && (s[i + 1] | 32) == 'x')
  {
    __CPROVER_size_t j = i + 2;
    int hex_digits = 0;
    while(__rbmc_digit_value(s[j]) < 16)
    {
      hex_digits = 1;
      j++;
    }
    if(s[j] == '.')
    {
      j++;
      while(__rbmc_digit_value(s[j]) < 16)
      {
        hex_digits = 1;
        j++;
      }
    }
    if(hex_digits)
    {
      if((s[j] | 32) == 'p')
      {
        __CPROVER_size_t k = j + 1;
        if(s[k] == '+' || s[k] == '-')
          k++;
        if(s[k] >= '0' && s[k] <= '9')
        {
          while(s[k] >= '0' && s[k] <= '9')
            k++;
          j = k;
        }
      }
      r.kind = 2;
      r.length = j;
      return r;
    }
    /* "0x" without hexadecimal digits: the subject sequence is the "0" */
  }
  unsigned long long m = 0;
  long e = 0;
  int digits = 0;
  while(s[i] >= '0' && s[i] <= '9')
  {
    digits = 1;
    if(m < 100000000000000000ull)
      m = m * 10 + (unsigned long long)(s[i] - '0');
    else
    {
      /* a digit beyond 17 significant ones scales by ten; a nonzero one is lost */
      if(e < 100000)
        e++;
      else
        r.exact = 0;
      if(s[i] != '0')
        r.exact = 0;
    }
    i++;
  }
  if(s[i] == '.')
  {
    __CPROVER_size_t j = i + 1;
    while(s[j] >= '0' && s[j] <= '9')
    {
      digits = 1;
      if(m < 100000000000000000ull)
      {
        m = m * 10 + (unsigned long long)(s[j] - '0');
        if(e > -100000)
          e--;
        else
          r.exact = 0;
      }
      else if(s[j] != '0')
        r.exact = 0;
      j++;
    }
    if(digits)
      i = j;
  }
  if(!digits)
    return r;
  if((s[i] | 32) == 'e')
  {
    __CPROVER_size_t k = i + 1;
    int negative_exponent = 0;
    if(s[k] == '+' || s[k] == '-')
    {
      negative_exponent = s[k] == '-';
      k++;
    }
    if(s[k] >= '0' && s[k] <= '9')
    {
      long x = 0;
      while(s[k] >= '0' && s[k] <= '9')
      {
        if(x < 100000)
          x = x * 10 + (s[k] - '0');
        else
          r.exact = 0;
        k++;
      }
      e += negative_exponent ? -x : x;
      i = k;
    }
  }
  r.kind = 1;
  r.mant = m;
  r.exp10 = e;
  r.length = i;
  return r;
}

double __VERIFIER_nondet_double(void);
float __VERIFIER_nondet_float(void);
long double __VERIFIER_nondet_long_double(void);
double __rbmc_nan(void);
float __rbmc_nanf(void);
long double __rbmc_nanl(void);
double __rbmc_power_of_ten(long k);
void __rbmc_float_range_error(void);

/* 10^k for 0 <= k <= 22: the powers of ten that binary64 holds exactly (binary32 up to
   10^10; long double all of them) */
double __rbmc_power_of_ten(long k)
{
__CPROVER_HIDE:;
  double p[23] = {1e0,  1e1,  1e2,  1e3,  1e4,  1e5,  1e6,  1e7,  1e8,  1e9,  1e10, 1e11,
                  1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22};
  return p[k];
}

/* a value the model does not compute: may set errno to ERANGE */
void __rbmc_float_range_error(void)
{
__CPROVER_HIDE:;
  if(__VERIFIER_nondet___CPROVER_bool())
    *__errno_location() = 34;
}

double strtod(const char *nptr, char **endptr)
{
__CPROVER_HIDE:;
  struct __rbmc_parsed_float p = __rbmc_float_prefix(nptr);
  int kind = p.kind, negative = p.negative, exact = p.exact;
  unsigned long long m = p.mant;
  long e = p.exp10;
  if(endptr != 0)
    *endptr = (char *)nptr + p.length;
  double v;
  if(kind == 0)
    return 0.0;
  if(kind == 3)
    v = __builtin_inf();
  else if(kind == 4)
    return negative ? -__rbmc_nan() : __rbmc_nan(); /* "-nan" has the sign bit */
  else if(kind == 1 && m == 0)
    v = 0.0;
  else if(kind == 1 && exact && m <= 9007199254740992ull && e >= -22 && e <= 22)
  {
    /* one correctly rounded operation on the signed value (m and the power of ten are
       exact): under a directed rounding mode a negative number's magnitude rounds the
       other way */
    double sm = negative ? -(double)m : (double)m;
    return e < 0 ? sm / __rbmc_power_of_ten(-e) : sm * __rbmc_power_of_ten(e);
  }
  else
  {
    v = __VERIFIER_nondet_double();
    __CPROVER_assume(!__CPROVER_isnand(v) && !__builtin_signbit(v) == !negative);
    /* rounding is monotonic: a decimal of at least m (e >= 0) rounds to at least m's
       rounding, in the current mode, of the signed values */
    if(kind == 1 && e >= 0)
      __CPROVER_assume(negative ? v <= (double)(-(__int128)m) : v >= (double)m);
    __rbmc_float_range_error();
    return v;
  }
  return negative ? -v : v;
}

float strtof(const char *nptr, char **endptr)
{
__CPROVER_HIDE:;
  struct __rbmc_parsed_float p = __rbmc_float_prefix(nptr);
  int kind = p.kind, negative = p.negative, exact = p.exact;
  unsigned long long m = p.mant;
  long e = p.exp10;
  if(endptr != 0)
    *endptr = (char *)nptr + p.length;
  float v;
  if(kind == 0)
    return 0.0f;
  if(kind == 3)
    v = __builtin_inff();
  else if(kind == 4)
    return negative ? -__rbmc_nanf() : __rbmc_nanf();
  else if(kind == 1 && m == 0)
    v = 0.0f;
  else if(kind == 1 && exact && m <= 16777216ull && e >= -10 && e <= 10)
  {
    /* one correctly rounded operation on the signed value (m and the power of ten are
       exact): under a directed rounding mode a negative number's magnitude rounds the
       other way */
    float sm = negative ? -(float)m : (float)m;
    return e < 0 ? sm / (float)__rbmc_power_of_ten(-e) : sm * (float)__rbmc_power_of_ten(e);
  }
  else
  {
    v = __VERIFIER_nondet_float();
    __CPROVER_assume(!__CPROVER_isnanf(v) && !__builtin_signbit(v) == !negative);
    /* rounding is monotonic: a decimal of at least m (e >= 0) rounds to at least m's
       rounding, in the current mode, of the signed values */
    if(kind == 1 && e >= 0)
      __CPROVER_assume(negative ? v <= (float)(-(__int128)m) : v >= (float)m);
    __rbmc_float_range_error();
    return v;
  }
  return negative ? -v : v;
}

long double strtold(const char *nptr, char **endptr)
{
__CPROVER_HIDE:;
  struct __rbmc_parsed_float p = __rbmc_float_prefix(nptr);
  int kind = p.kind, negative = p.negative, exact = p.exact;
  unsigned long long m = p.mant;
  long e = p.exp10;
  if(endptr != 0)
    *endptr = (char *)nptr + p.length;
  long double v;
  if(kind == 0)
    return 0.0l;
  if(kind == 3)
    v = __builtin_infl();
  else if(kind == 4)
    return negative ? -__rbmc_nanl() : __rbmc_nanl();
  else if(kind == 1 && m == 0)
    v = 0.0l;
  else if(kind == 1 && exact && m <= 9007199254740992ull && e >= -22 && e <= 22)
  {
    /* one correctly rounded operation on the signed value (m and the power of ten are
       exact): under a directed rounding mode a negative number's magnitude rounds the
       other way */
    long double sm = negative ? -(long double)m : (long double)m;
    return e < 0 ? sm / (long double)__rbmc_power_of_ten(-e) : sm * (long double)__rbmc_power_of_ten(e);
  }
  else
  {
    v = __VERIFIER_nondet_long_double();
    __CPROVER_assume(!__CPROVER_isnanld(v) && !__builtin_signbit(v) == !negative);
    /* rounding is monotonic: a decimal of at least m (e >= 0) rounds to at least m's
       rounding, in the current mode, of the signed values */
    if(kind == 1 && e >= 0)
      __CPROVER_assume(negative ? v <= (long double)(-(__int128)m) : v >= (long double)m);
    __rbmc_float_range_error();
    return v;
  }
  return negative ? -v : v;
}

double atof(const char *nptr)
{
__CPROVER_HIDE:;
  return strtod(nptr, 0);
}

/* pseudo-random numbers: any value in [0, RAND_MAX] (glibc: RAND_MAX = 2^31-1) */
int __VERIFIER_nondet_int(void);
long __VERIFIER_nondet_long(void);

int rand(void)
{
__CPROVER_HIDE:;
  int r = __VERIFIER_nondet_int();
  __CPROVER_assume(r >= 0);
  return r;
}

int rand_r(unsigned int *seed)
{
__CPROVER_HIDE:;
  (void)*seed;
  return rand();
}

long random(void)
{
__CPROVER_HIDE:;
  long r = __VERIFIER_nondet_long();
  __CPROVER_assume(r >= 0 && r <= 2147483647);
  return r;
}

void srand(unsigned int seed)
{
__CPROVER_HIDE:;
  (void)seed;
}

void srandom(unsigned int seed)
{
__CPROVER_HIDE:;
  (void)seed;
}

/* really sorts: a bubble sort whose loops depend only on nmemb and size (both usually
   constants), calling the program's comparator */
void qsort(void *base, __CPROVER_size_t nmemb, __CPROVER_size_t size,
           int (*compar)(const void *, const void *))
{
__CPROVER_HIDE:;
  char *a = base;
  for(__CPROVER_size_t i = 1; i < nmemb; i++)
  {
    for(__CPROVER_size_t j = 0; j + i < nmemb; j++)
    {
      char *x = a + j * size, *y = a + (j + 1) * size;
      if(compar(x, y) > 0)
      {
        for(__CPROVER_size_t k = 0; k < size; k++)
        {
          char t = x[k];
          x[k] = y[k];
          y[k] = t;
        }
      }
    }
  }
}

void *bsearch(const void *key, const void *base, __CPROVER_size_t nmemb, __CPROVER_size_t size,
              int (*compar)(const void *, const void *))
{
__CPROVER_HIDE:;
  __CPROVER_size_t lo = 0, hi = nmemb;
  while(lo < hi)
  {
    __CPROVER_size_t mid = lo + (hi - lo) / 2;
    const char *p = (const char *)base + mid * size;
    int c = compar(key, p);
    if(c == 0)
      return (void *)p;
    if(c < 0)
      hi = mid;
    else
      lo = mid + 1;
  }
  return 0;
}

/* the environment: a variable may be unset (NULL) or hold any zero-terminated string */
char *getenv(const char *name)
{
__CPROVER_HIDE:;
  (void)*name;
  __CPROVER_bool found = __VERIFIER_nondet___CPROVER_bool();
  if(!found)
    return 0;
  __CPROVER_size_t buf_size;
  /* half the maximum allocation: the last byte's offset stays a positive pointer offset */
  __CPROVER_assume(1 <= buf_size && buf_size <= __CPROVER_max_malloc_size / 2);
  char *buffer = (char *)__CPROVER_allocate(buf_size, 0);
  buffer[buf_size - 1] = 0;
  return buffer;
}

char *secure_getenv(const char *name)
{
__CPROVER_HIDE:;
  return getenv(name);
}

/* memory with an alignment: rbmc does not model addresses' alignment */
int posix_memalign(void **memptr, __CPROVER_size_t alignment, __CPROVER_size_t size)
{
__CPROVER_HIDE:;
  __CPROVER_size_t multiplier = alignment / sizeof(void *);
  if(alignment == 0 || alignment % sizeof(void *) != 0 || (multiplier & (multiplier - 1)) != 0)
    return 22; /* EINVAL */
  void *p = malloc(size);
  if(p == 0)
    return 12; /* ENOMEM */
  *memptr = p;
  return 0;
}

void *aligned_alloc(__CPROVER_size_t alignment, __CPROVER_size_t size)
{
__CPROVER_HIDE:;
  (void)alignment;
  return malloc(size);
}

void *memalign(__CPROVER_size_t alignment, __CPROVER_size_t size)
{
__CPROVER_HIDE:;
  (void)alignment;
  return malloc(size);
}

void *valloc(__CPROVER_size_t size)
{
__CPROVER_HIDE:;
  return malloc(size);
}

void *reallocarray(void *ptr, __CPROVER_size_t nmemb, __CPROVER_size_t size)
{
__CPROVER_HIDE:;
  __CPROVER_size_t total = nmemb * size;
  if(size != 0 && total / size != nmemb)
  {
    *__errno_location() = 12; /* ENOMEM */
    return 0;
  }
  return realloc(ptr, total);
}

/* running a command: it may do anything outside the program; its status is unknown */
int system(const char *command)
{
__CPROVER_HIDE:;
  if(command != 0)
    (void)*command;
  return __VERIFIER_nondet_int();
}

/* Program exits: the rest of the path is cut off. They are functions (not inlined
   assumptions) so that --memory-cleanup-check can place its leak check inside them. A
   program that registers handlers with atexit (at_quick_exit, in atexit.c) gets the
   variants of exit (quick_exit) that call them first. */
void exit(int status)
{
  (void)status;
  __CPROVER_assume(0);
}

void quick_exit(int status)
{
  (void)status;
  __CPROVER_assume(0);
}

void __rbmc_atexit_run(void);
void __rbmc_at_quick_exit_run(void);

void __rbmc_exit_with_handlers(int status)
{
  (void)status;
  __rbmc_atexit_run();
  __CPROVER_assume(0);
}

void __rbmc_quick_exit_with_handlers(int status)
{
  (void)status;
  __rbmc_at_quick_exit_run();
  __CPROVER_assume(0);
}

void _Exit(int status)
{
  (void)status;
  __CPROVER_assume(0);
}

void abort(void)
{
  __CPROVER_assume(0);
}

/* ------------------------------------------------------------------ more of <stdlib.h> */

/* intmax_t and uintmax_t are long and unsigned long on LP64 */
long strtoimax(const char *nptr, char **endptr, int base)
{
__CPROVER_HIDE:;
  return strtol(nptr, endptr, base);
}

unsigned long strtoumax(const char *nptr, char **endptr, int base)
{
__CPROVER_HIDE:;
  return strtoul(nptr, endptr, base);
}

/* setenv and unsetenv as glibc's: a NULL or empty name, or one with '=', is EINVAL;
   both strings are read whole (value may be NULL with setenv); adding may fail with
   ENOMEM. getenv's model returns any string or NULL, so what is set needs no record. */
int __rbmc_environment_name(const char *name)
{
__CPROVER_HIDE:;
  if(name == 0 || name[0] == 0)
    return 0;
  for(__CPROVER_size_t i = 0; name[i] != 0; i++)
    if(name[i] == '=')
      return 0;
  return 1;
}

int setenv(const char *name, const char *value, int overwrite)
{
__CPROVER_HIDE:;
  (void)overwrite;
  if(!__rbmc_environment_name(name))
  {
    *__errno_location() = 22; /* EINVAL */
    return -1;
  }
  if(value != 0)
  {
    __CPROVER_size_t i = 0;
    while(value[i] != 0)
      i++;
  }
  if(__VERIFIER_nondet___CPROVER_bool())
  {
    *__errno_location() = 12; /* ENOMEM */
    return -1;
  }
  return 0;
}

int unsetenv(const char *name)
{
__CPROVER_HIDE:;
  if(!__rbmc_environment_name(name))
  {
    *__errno_location() = 22; /* EINVAL */
    return -1;
  }
  return 0;
}
