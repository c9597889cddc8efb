/* rbmc's models of <setjmp.h>, <signal.h>, <time.h>, <sys/time.h>, <locale.h> (and the
   locale's multibyte functions of <stdlib.h>), <arpa/inet.h> and <netdb.h>, after CBMC's.
   Compiled by cfront on demand: only the functions a program calls and does not define. */

int __VERIFIER_nondet_int(void);
char __VERIFIER_nondet_char(void);
unsigned int __VERIFIER_nondet_unsigned_int(void);
long __VERIFIER_nondet_long(void);
__CPROVER_bool __VERIFIER_nondet___CPROVER_bool(void);
int *__errno_location(void);
int mblen(const char *s, __CPROVER_size_t n);

/* the models calling each other (a model sees only this file's declarations) */
void *__rbmc_broken_down_time(const long *timep);
char *__rbmc_time_text(void);
void *__rbmc_broken_down_time_r(const long *timep, void *result);
unsigned long strftime(char *s, unsigned long max, const char *format, const void *tm);
unsigned int htonl(unsigned int x);
unsigned short htons(unsigned short x);

/* ------------------------------------------------------------------ <setjmp.h>
   setjmp returns 0 (the direct call); a longjmp back to it is not modelled */

int setjmp(void *env)
{
__CPROVER_HIDE:;
  (void)env;
  return 0;
}

int _setjmp(void *env)
{
__CPROVER_HIDE:;
  (void)env;
  return 0;
}

int sigsetjmp(void *env, int savesigs)
{
__CPROVER_HIDE:;
  (void)env;
  (void)savesigs;
  return 0;
}

int __sigsetjmp(void *env, int savesigs)
{
__CPROVER_HIDE:;
  (void)env;
  (void)savesigs;
  return 0;
}

/* ------------------------------------------------------------------ <signal.h> */

/* the actions sigaction installed (glibc's struct sigaction on x86-64, 152 bytes) */
struct __rbmc_sigaction
{
  void *handler;
  unsigned long mask[16];
  int flags;
  void *restorer;
};
struct __rbmc_sigaction __rbmc_sigactions[65];
__CPROVER_bool __rbmc_sigaction_known[65];

/* the handler is not called: signals are not delivered */
void *signal(int signum, void *handler)
{
__CPROVER_HIDE:;
  (void)handler;
  /* what sigaction reports for the signal is no longer known */
  if(signum > 0 && signum < 65)
    __rbmc_sigaction_known[signum] = 0;
  return 0;
}

int raise(int sig)
{
__CPROVER_HIDE:;
  (void)sig;
  return __VERIFIER_nondet___CPROVER_bool() ? -1 : 0;
}

int kill(int pid, int sig)
{
__CPROVER_HIDE:;
  (void)pid;
  (void)sig;
  return __VERIFIER_nondet___CPROVER_bool() ? -1 : 0;
}

/* ------------------------------------------------------------------ <time.h> */

long time(long *tloc)
{
__CPROVER_HIDE:;
  long t = __VERIFIER_nondet_long();
  if(tloc != 0)
    *tloc = t;
  return t;
}

long clock(void)
{
__CPROVER_HIDE:;
  long c = __VERIFIER_nondet_long();
  __CPROVER_assume(c >= -1);
  return c;
}

double difftime(long time1, long time0)
{
__CPROVER_HIDE:;
  return (double)time1 - (double)time0;
}

/* the broken-down time is nondeterministic (glibc's struct tm: nine ints, a long and a
   pointer), or NULL */
void *__rbmc_broken_down_time(const long *timep)
{
__CPROVER_HIDE:;
  static struct
  {
    int fields[9];
    long gmtoff;
    const char *zone;
  } tm;
  (void)*timep;
  if(__VERIFIER_nondet___CPROVER_bool())
    return 0;
  for(int i = 0; i < 9; i++)
    tm.fields[i] = __VERIFIER_nondet_int();
  tm.gmtoff = __VERIFIER_nondet_long();
  tm.zone = 0;
  return &tm;
}

void *localtime(const long *timep)
{
__CPROVER_HIDE:;
  return __rbmc_broken_down_time(timep);
}

void *gmtime(const long *timep)
{
__CPROVER_HIDE:;
  return __rbmc_broken_down_time(timep);
}

/* the reentrant forms fill the caller's struct tm (nine ints, a long, a pointer) */
void *__rbmc_broken_down_time_r(const long *timep, void *result)
{
__CPROVER_HIDE:;
  (void)*timep;
  if(__VERIFIER_nondet___CPROVER_bool())
    return 0;
  int *fields = (int *)result;
  for(int i = 0; i < 9; i++)
    fields[i] = __VERIFIER_nondet_int();
  return result;
}

void *gmtime_r(const long *timep, void *result)
{
__CPROVER_HIDE:;
  return __rbmc_broken_down_time_r(timep, result);
}

void *localtime_r(const long *timep, void *result)
{
__CPROVER_HIDE:;
  return __rbmc_broken_down_time_r(timep, result);
}

long timegm(void *tm)
{
__CPROVER_HIDE:;
  (void)*(int *)tm;
  long t = __VERIFIER_nondet_long();
  __CPROVER_assume(t >= -1);
  return t;
}

long mktime(void *tm)
{
__CPROVER_HIDE:;
  (void)*(int *)tm;
  long t = __VERIFIER_nondet_long();
  __CPROVER_assume(t >= -1);
  return t;
}

/* up to max-1 characters and a terminating zero, or 0 when they do not fit (C11
   7.27.3.5p8); with max == 0 nothing fits, so the result is 0 and nothing is written
   (assuming length < max there would cut off every execution after the call) */
unsigned long strftime(char *s, unsigned long max, const char *format, const void *tm)
{
__CPROVER_HIDE:;
  (void)*format;
  (void)*(const int *)tm;
  if(max == 0)
    return 0;
  unsigned long length = (unsigned long)__VERIFIER_nondet_long();
  __CPROVER_assume(length < max);
  if(length > 0)
  {
    char contents[length];
    __CPROVER_array_replace(s, contents);
  }
  s[length] = 0;
  return length;
}

unsigned long _strftime(char *s, unsigned long max, const char *format, const void *tm)
{
__CPROVER_HIDE:;
  return strftime(s, max, format, tm);
}

/* ------------------------------------------------------------------ <arpa/inet.h>
   the byte order of x86: network order is the reverse */

unsigned int htonl(unsigned int x)
{
__CPROVER_HIDE:;
  return (x >> 24) | ((x >> 8) & 0xff00u) | ((x << 8) & 0xff0000u) | (x << 24);
}

unsigned int ntohl(unsigned int x)
{
__CPROVER_HIDE:;
  return htonl(x);
}

unsigned short htons(unsigned short x)
{
__CPROVER_HIDE:;
  return (unsigned short)(((x >> 8) & 0xff) | ((x & 0xff) << 8));
}

unsigned short ntohs(unsigned short x)
{
__CPROVER_HIDE:;
  return htons(x);
}

/* an address, or INADDR_NONE (all ones) for a malformed string */
unsigned int inet_addr(const char *cp)
{
__CPROVER_HIDE:;
  (void)*cp;
  return (unsigned int)__VERIFIER_nondet_int();
}

int inet_aton(const char *cp, void *inp)
{
__CPROVER_HIDE:;
  (void)*cp;
  int ok = __VERIFIER_nondet___CPROVER_bool();
  if(ok)
    *(unsigned int *)inp = (unsigned int)__VERIFIER_nondet_int();
  return ok;
}

# 1 "<builtin-library-longjmp>"
/* longjmp: a jump back to setjmp */

/* rbmc does not model non-local jumps: reaching one is a failed assertion, and
   the path ends (the program continues after the setjmp only when it returned 0,
   as a direct call does). The assertion is on line 12 of this section, where CBMC's
   is. */

void longjmp(void *env, int val)
{
__CPROVER_HIDE:;
  (void)env;
  __CPROVER_assert(0, "longjmp requires instrumentation");
  __CPROVER_assume(0);
}

# 1 "<builtin-library-_longjmp>"
/* _longjmp: a jump back to _setjmp */

/* rbmc does not model non-local jumps: reaching one is a failed assertion, and
   the path ends (the program continues after the setjmp only when it returned 0,
   as a direct call does). The assertion is on line 12 of this section, where CBMC's
   is. */

void _longjmp(void *env, int val)
{
__CPROVER_HIDE:;
  (void)env;
  __CPROVER_assert(0, "_longjmp requires instrumentation");
  __CPROVER_assume(0);
}

# 1 "<builtin-library-siglongjmp>"
/* siglongjmp: a jump back to sigsetjmp */

/* rbmc does not model non-local jumps: reaching one is a failed assertion, and
   the path ends (the program continues after the setjmp only when it returned 0,
   as a direct call does). The assertion is on line 14 of this section, where CBMC's
   is (its section includes <signal.h> as well as <setjmp.h>, two lines more than
   longjmp's). */

void siglongjmp(void *env, int val)
{
__CPROVER_HIDE:;
  (void)env;
  (void)val;
  __CPROVER_assert(0, "siglongjmp requires instrumentation");
  __CPROVER_assume(0);
}

# 1 "<builtin-library-__longjmp_chk>"
/* __longjmp_chk: glibc's fortified longjmp */

/* rbmc does not model non-local jumps: reaching one is a failed assertion, and
   the path ends (the program continues after the setjmp only when it returned 0,
   as a direct call does). The assertion is on line 12 of this section, where CBMC's
   is. */

void __longjmp_chk(void *env, int val)
{
__CPROVER_HIDE:;
  (void)env;
  __CPROVER_assert(0, "__longjmp_chk requires instrumentation");
  __CPROVER_assume(0);
}


# 1 "<builtin-library-err>"
/* <err.h>: err and errx print a message and exit (the path ends), warn and warnx
   only print */

void err(int status, const char *format, ...)
{
__CPROVER_HIDE:;
  (void)status;
  (void)format;
  __CPROVER_assume(0);
}

void errx(int status, const char *format, ...)
{
__CPROVER_HIDE:;
  (void)status;
  (void)format;
  __CPROVER_assume(0);
}

void warn(const char *format, ...)
{
__CPROVER_HIDE:;
  (void)format;
}

void warnx(const char *format, ...)
{
__CPROVER_HIDE:;
  (void)format;
}

/* <locale.h>: programs start in the "C" locale; "C" and "POSIX" select it, another name
   ("" included: the environment's) may fail (NULL) or select a locale whose name and
   conventions are nondeterministic; a query (NULL) returns the current name */
__CPROVER_bool __rbmc_locale_not_c;

char *setlocale(int category, const char *locale)
{
__CPROVER_HIDE:;
  static char c_locale[2] = "C";
  static char other[32];
  (void)category;
  if(locale == 0)
    return __rbmc_locale_not_c ? other : c_locale;
  __CPROVER_size_t n = 0;
  while(locale[n] != 0)
    n++;
  if((n == 1 && locale[0] == 'C') ||
     (n == 5 && locale[0] == 'P' && locale[1] == 'O' && locale[2] == 'S' &&
      locale[3] == 'I' && locale[4] == 'X'))
  {
    __rbmc_locale_not_c = 0;
    return c_locale;
  }
  if(__VERIFIER_nondet___CPROVER_bool())
    return 0;
  for(int i = 0; i < 31; i++)
    other[i] = __VERIFIER_nondet_char();
  other[31] = 0;
  __rbmc_locale_not_c = 1;
  return other;
}

/* the conventions (glibc's struct lconv: ten strings, then fourteen chars); the "C"
   locale's ("." and empty strings, CHAR_MAX where it has no value), or, after another
   locale was selected, a one-character decimal point and a thousands separator of at
   most one character, chosen nondeterministically */
void *localeconv(void)
{
__CPROVER_HIDE:;
  static struct
  {
    char *strings[10];
    char values[14];
  } conv;
  static char point[2];
  static char separator[2];
  static char empty[1] = "";
  point[0] = '.';
  point[1] = 0;
  separator[0] = 0;
  separator[1] = 0;
  if(__rbmc_locale_not_c)
  {
    char p = __VERIFIER_nondet_char();
    __CPROVER_assume(p != 0);
    point[0] = p;
    separator[0] = __VERIFIER_nondet_char();
  }
  conv.strings[0] = point;
  conv.strings[1] = separator;
  for(int i = 2; i < 10; i++)
    conv.strings[i] = empty;
  for(int i = 0; i < 14; i++)
    conv.values[i] = __rbmc_locale_not_c ? __VERIFIER_nondet_char() : 127;
  return &conv;
}

/* asctime/ctime: "Www Mmm dd hh:mm:ss yyyy\n" in a static buffer (26 bytes, the
   characters nondeterministic), the broken-down time or the time read; the loop over
   the 24 characters is decided by constants (no unwinding needed) */
char *__rbmc_time_text(void)
{
__CPROVER_HIDE:;
__RBMC_DECIDED_LOOPS:;
  static char text[26];
  for(int i = 0; i < 24; i++)
  {
    char c = __VERIFIER_nondet_char();
    __CPROVER_assume(c >= ' ' && c <= '~');
    text[i] = c;
  }
  text[24] = '\n';
  text[25] = 0;
  return text;
}

/* asctime fails (NULL, EOVERFLOW) when the year does not fit an int (glibc:
   tm_year > INT_MAX - 1900) */
char *asctime(const void *tm)
{
__CPROVER_HIDE:;
  if(((const int *)tm)[5] > 2147483647 - 1900)
  {
    *__errno_location() = 75; /* EOVERFLOW */
    return 0;
  }
  return __rbmc_time_text();
}

/* ctime(t) is asctime(localtime(t)): NULL (EOVERFLOW) when the local year does not fit
   an int, from 67767976233532800 (year 2^31 in UTC) and below -67768040609740800; within
   two days of these bounds (time zones) either result */
char *ctime(const long *timep)
{
__CPROVER_HIDE:;
  long t = *timep;
  __CPROVER_bool beyond = t >= 67767976233705600LL || t < -67768040609913600LL;
  __CPROVER_bool near = t > 67767976233360000LL || t < -67768040609568000LL;
  if(beyond || (near && __VERIFIER_nondet___CPROVER_bool()))
  {
    *__errno_location() = 75; /* EOVERFLOW */
    return 0;
  }
  return __rbmc_time_text();
}

unsigned int inet_network(const char *cp)
{
__CPROVER_HIDE:;
  (void)*cp;
  return __VERIFIER_nondet_unsigned_int();
}

/* ------------------------------------------------------------------ <netdb.h>
   The host database: either no entry (NULL, h_errno set) or one entry in storage that
   the next call overwrites (as glibc's): a printable, zero-terminated name, no aliases,
   one IPv4 (4 bytes) or IPv6 (16 bytes) address of nondeterministic bytes. */

struct __rbmc_hostent
{
  char *h_name;
  char **h_aliases;
  int h_addrtype;
  int h_length;
  char **h_addr_list;
};

int *__h_errno_location(void);
struct __rbmc_hostent *__rbmc_host_entry(void);

int *__h_errno_location(void)
{
__CPROVER_HIDE:;
  static _Thread_local int h_errno_value; /* each thread's own, as errno */
  return &h_errno_value;
}

struct __rbmc_hostent *__rbmc_host_entry(void)
{
__CPROVER_HIDE:;
  static struct __rbmc_hostent entry;
  static char name[64];
  static char *aliases[1];
  static char address[16];
  static char *addresses[2];
  if(__VERIFIER_nondet___CPROVER_bool())
  {
    /* HOST_NOT_FOUND 1, TRY_AGAIN 2, NO_RECOVERY 3, NO_DATA 4 */
    int e = __VERIFIER_nondet_int();
    __CPROVER_assume(e >= 1 && e <= 4);
    *__h_errno_location() = e;
    return 0;
  }
  for(int i = 0; i < 63; i++)
  {
    char c = __VERIFIER_nondet_char();
    __CPROVER_assume(c >= ' ' && c <= '~');
    name[i] = c;
  }
  name[63] = 0;
  unsigned int n = __VERIFIER_nondet_unsigned_int();
  __CPROVER_assume(n >= 1 && n <= 63);
  name[n] = 0;
  for(int i = 0; i < 16; i++)
    address[i] = __VERIFIER_nondet_char();
  aliases[0] = 0;
  addresses[0] = address;
  addresses[1] = 0;
  int v6 = __VERIFIER_nondet___CPROVER_bool();
  entry.h_name = name;
  entry.h_aliases = aliases;
  entry.h_addrtype = v6 ? 10 : 2; /* AF_INET6, AF_INET */
  entry.h_length = v6 ? 16 : 4;
  entry.h_addr_list = addresses;
  return &entry;
}

struct __rbmc_hostent *gethostbyname(const char *name)
{
__CPROVER_HIDE:;
  (void)*name;
  return __rbmc_host_entry();
}

struct __rbmc_hostent *gethostbyname2(const char *name, int af)
{
__CPROVER_HIDE:;
  (void)*name;
  struct __rbmc_hostent *h = __rbmc_host_entry();
  if(h != 0 && h->h_addrtype != af)
  {
    *__h_errno_location() = 1;
    return 0;
  }
  return h;
}

struct __rbmc_hostent *gethostbyaddr(const void *addr, unsigned int len, int type)
{
__CPROVER_HIDE:;
  for(unsigned int i = 0; i < len; i++)
    (void)((const char *)addr)[i];
  return __rbmc_host_entry();
}

struct __rbmc_hostent *gethostent(void)
{
__CPROVER_HIDE:;
  return __rbmc_host_entry();
}

/* MSVC's __noop, as CBMC's library has it: any arguments, a nondeterministic int */
int __noop()
{
__CPROVER_HIDE:;
  return __VERIFIER_nondet_int();
}

/* ------------------------------------------------------------------ signal sets and actions
   glibc 2.36 on Linux: a sigset_t is 1024 bits (16 unsigned longs), signal s is bit s-1;
   signals are 1 to 64 (NSIG 65), and 32 and 33 are glibc's own (SIGCANCEL, SIGSETXID):
   sigfillset leaves them out, sigaddset, sigdelset and sigaction refuse them (EINVAL), as
   they refuse a NULL set and a number out of range. Signals are not delivered: sigaction
   records the action (and reports it back as the old one; one never set is unknown) but
   never calls a handler. */

int sigemptyset(unsigned long *set)
{
__CPROVER_HIDE:;
  if(set == 0)
  {
    *__errno_location() = 22; /* EINVAL */
    return -1;
  }
  for(int i = 0; i < 16; i++)
    set[i] = 0;
  return 0;
}

int sigfillset(unsigned long *set)
{
__CPROVER_HIDE:;
  if(set == 0)
  {
    *__errno_location() = 22; /* EINVAL */
    return -1;
  }
  for(int i = 0; i < 16; i++)
    set[i] = ~0ul;
  set[0] &= ~(3ul << 31);
  return 0;
}

int sigaddset(unsigned long *set, int signum)
{
__CPROVER_HIDE:;
  if(set == 0 || signum <= 0 || signum >= 65 || signum == 32 || signum == 33)
  {
    *__errno_location() = 22; /* EINVAL */
    return -1;
  }
  set[(signum - 1) / 64] |= 1ul << ((signum - 1) % 64);
  return 0;
}

int sigdelset(unsigned long *set, int signum)
{
__CPROVER_HIDE:;
  if(set == 0 || signum <= 0 || signum >= 65 || signum == 32 || signum == 33)
  {
    *__errno_location() = 22; /* EINVAL */
    return -1;
  }
  set[(signum - 1) / 64] &= ~(1ul << ((signum - 1) % 64));
  return 0;
}

int sigismember(const unsigned long *set, int signum)
{
__CPROVER_HIDE:;
  if(set == 0 || signum <= 0 || signum >= 65)
  {
    *__errno_location() = 22; /* EINVAL */
    return -1;
  }
  return (set[(signum - 1) / 64] >> ((signum - 1) % 64)) & 1ul ? 1 : 0;
}

/* SIGKILL (9) and SIGSTOP (19) cannot get an action (EINVAL). The old action is the one
   recorded, or, for a signal sigaction did not set (or signal() changed since), any
   action: an inherited or default one. */
int sigaction(int signum, const struct __rbmc_sigaction *act, struct __rbmc_sigaction *oldact)
{
__CPROVER_HIDE:;
  if(signum <= 0 || signum >= 65 || signum == 32 || signum == 33 ||
     (act != 0 && (signum == 9 || signum == 19)))
  {
    *__errno_location() = 22; /* EINVAL */
    return -1;
  }
  struct __rbmc_sigaction new_action;
  if(act != 0)
  {
    new_action.handler = act->handler;
    for(int i = 0; i < 16; i++)
      new_action.mask[i] = act->mask[i];
    new_action.flags = act->flags;
    new_action.restorer = 0;
  }
  if(oldact != 0)
  {
    struct __rbmc_sigaction unknown;
    *oldact = __rbmc_sigaction_known[signum] ? __rbmc_sigactions[signum] : unknown;
  }
  if(act != 0)
  {
    __rbmc_sigactions[signum] = new_action;
    __rbmc_sigaction_known[signum] = 1;
  }
  return 0;
}

/* the calling thread's mask of blocked signals (the kernel's 64 bits: glibc passes 8
   bytes, so only the first unsigned long of a set is read or written); inherited, so
   unknown until the thread first sets it */
_Thread_local unsigned long __rbmc_blocked_signals;
_Thread_local __CPROVER_bool __rbmc_blocked_known;
unsigned long __VERIFIER_nondet_unsigned_long(void);

/* how: SIG_BLOCK 0, SIG_UNBLOCK 1, SIG_SETMASK 2 (another is EINVAL when set is given);
   SIGKILL and SIGSTOP are never blocked, nor glibc's own 32 and 33 */
int sigprocmask(int how, const unsigned long *set, unsigned long *oldset)
{
__CPROVER_HIDE:;
  if(!__rbmc_blocked_known)
  {
    __rbmc_blocked_signals =
      __VERIFIER_nondet_unsigned_long() & ~((1ul << 8) | (1ul << 18) | (3ul << 31));
    __rbmc_blocked_known = 1;
  }
  unsigned long old = __rbmc_blocked_signals;
  if(set != 0)
  {
    unsigned long s = set[0] & ~((1ul << 8) | (1ul << 18) | (3ul << 31));
    if(how == 0)
      __rbmc_blocked_signals = old | s;
    else if(how == 1)
      __rbmc_blocked_signals = old & ~s;
    else if(how == 2)
      __rbmc_blocked_signals = s;
    else
    {
      *__errno_location() = 22; /* EINVAL */
      return -1;
    }
  }
  if(oldset != 0)
    oldset[0] = old;
  return 0;
}

/* ------------------------------------------------------------------ clocks and sleeping */

struct __rbmc_timespec
{
  long tv_sec;
  long tv_nsec;
};

/* the time of day (any seconds, microseconds below 10^6); a timezone argument, obsolete,
   is cleared (glibc writes 8 zero bytes); never fails */
int gettimeofday(long *tv, void *tz)
{
__CPROVER_HIDE:;
  if(tz != 0)
  {
    ((int *)tz)[0] = 0;
    ((int *)tz)[1] = 0;
  }
  if(tv != 0)
  {
    long sec = __VERIFIER_nondet_long(), usec = __VERIFIER_nondet_long();
    __CPROVER_assume(usec >= 0 && usec < 1000000);
    tv[0] = sec;
    tv[1] = usec;
  }
  return 0;
}

/* Linux's clocks 0 to 11 but 10 (REALTIME, MONOTONIC, PROCESS_CPUTIME_ID,
   THREAD_CPUTIME_ID, MONOTONIC_RAW, REALTIME_COARSE, MONOTONIC_COARSE, BOOTTIME,
   REALTIME_ALARM, BOOTTIME_ALARM, TAI) always answer; the alarm clocks and negative
   (process and thread CPU) clock ids may be refused (EINVAL), as any other id is. The
   time has nanoseconds below 10^9; only the real-time clocks (0, 5, 8, 11) may be
   before 1970. */
int clock_gettime(int clock_id, struct __rbmc_timespec *tp)
{
__CPROVER_HIDE:;
  __CPROVER_bool always = clock_id >= 0 && clock_id <= 11 && clock_id != 8 && clock_id != 9 &&
                          clock_id != 10;
  __CPROVER_bool maybe = clock_id == 8 || clock_id == 9 || clock_id < 0;
  if(!always && (!maybe || __VERIFIER_nondet___CPROVER_bool()))
  {
    *__errno_location() = 22; /* EINVAL */
    return -1;
  }
  struct __rbmc_timespec now;
  __CPROVER_assume(now.tv_nsec >= 0 && now.tv_nsec < 1000000000);
  if(clock_id != 0 && clock_id != 5 && clock_id != 8 && clock_id != 11)
    __CPROVER_assume(now.tv_sec >= 0);
  *tp = now;
  return 0;
}

/* a valid request (seconds not negative, nanoseconds below 10^9; EINVAL otherwise)
   sleeps, or is interrupted by a signal (EINTR) and stores the time left, at most the
   request, through rem when given */
int nanosleep(const struct __rbmc_timespec *req, struct __rbmc_timespec *rem)
{
__CPROVER_HIDE:;
  long sec = req->tv_sec, nsec = req->tv_nsec;
  if(sec < 0 || nsec < 0 || nsec >= 1000000000)
  {
    *__errno_location() = 22; /* EINVAL */
    return -1;
  }
  if(__VERIFIER_nondet___CPROVER_bool())
  {
    if(rem != 0)
    {
      struct __rbmc_timespec left;
      __CPROVER_assume(left.tv_sec >= 0 && left.tv_nsec >= 0 && left.tv_nsec < 1000000000);
      __CPROVER_assume(left.tv_sec < sec || (left.tv_sec == sec && left.tv_nsec <= nsec));
      *rem = left;
    }
    *__errno_location() = 4; /* EINTR */
    return -1;
  }
  return 0;
}

/* ------------------------------------------------------------------ multibyte characters
   glibc 2.36's "C" locale is ASCII: a byte from 0x80 on, or a wide character from 0x80
   on, is an encoding error (EILSEQ), and every character takes one byte. After setlocale
   selected another locale (__rbmc_locale_not_c: these models are here, in setlocale's
   file, for it), a character takes 1 to MB_LEN_MAX (16) bytes and any of them may be
   invalid; the wide characters converted are then nondeterministic. */

int mblen(const char *s, __CPROVER_size_t n)
{
__CPROVER_HIDE:;
  /* glibc's encodings have no shift states */
  if(s == 0)
    return 0;
  if(s[0] == 0)
    return 0;
  if(n == 0)
    return -1;
  if(__rbmc_locale_not_c)
  {
    int r = __VERIFIER_nondet_int();
    __CPROVER_assume(r == -1 || (r >= 1 && r <= 16 && (__CPROVER_size_t)r <= n));
    if(r == -1 && __VERIFIER_nondet___CPROVER_bool())
      *__errno_location() = 84; /* EILSEQ */
    if(r > 1)
      (void)s[r - 1];
    return r;
  }
  if((s[0] & 0x80) != 0)
  {
    *__errno_location() = 84; /* EILSEQ */
    return -1;
  }
  return 1;
}

/* one multibyte character of s (at most n bytes) as a wide character in *pwc (unless pwc
   is NULL): its length, 0 for the terminating zero, -1 with EILSEQ for an invalid one; in
   the C locale (glibc's ASCII) exactly the bytes below 0x80 are characters */
int mbtowc(int *pwc, const char *s, __CPROVER_size_t n)
{
__CPROVER_HIDE:;
  if(s == 0)
    return 0;
  if(n == 0)
    return -1;
  if(__rbmc_locale_not_c)
  {
    int r = mblen(s, n);
    if(r >= 0 && pwc != 0)
    {
      int w = __VERIFIER_nondet_int();
      __CPROVER_assume(r == 0 ? w == 0 : w != 0);
      *pwc = w;
    }
    return r;
  }
  unsigned char c = (unsigned char)s[0];
  if(c >= 0x80)
  {
    *__errno_location() = 84; /* EILSEQ */
    return -1;
  }
  if(pwc != 0)
    *pwc = c;
  return c != 0;
}

/* the multibyte form of wc at s (unless s is NULL: no shift states, 0): its length, or -1
   with EILSEQ; in the C locale the characters below 0x80 are their own byte */
int wctomb(char *s, int wc)
{
__CPROVER_HIDE:;
  if(s == 0)
    return 0;
  if(__rbmc_locale_not_c)
  {
    int r = __VERIFIER_nondet_int();
    __CPROVER_assume(r == -1 || (r >= 1 && r <= 16));
    if(r == -1)
      *__errno_location() = 84; /* EILSEQ */
    else
    {
      s[0] = (char)__VERIFIER_nondet_int();
      (void)s[r - 1];
    }
    return r;
  }
  if((unsigned int)wc >= 0x80)
  {
    *__errno_location() = 84; /* EILSEQ */
    return -1;
  }
  *s = (char)wc;
  return 1;
}

/* a single byte as a wide character, or WEOF (0xffffffff) for EOF and bytes that are no
   character by themselves (in the C locale, those from 0x80) */
unsigned int btowc(int c)
{
__CPROVER_HIDE:;
  if(c == -1 || (unsigned int)c > 0xff)
    return 0xffffffffu;
  if(__rbmc_locale_not_c)
  {
    unsigned int w = (unsigned int)__VERIFIER_nondet_int();
    __CPROVER_assume(c < 0x80 ? w == (unsigned int)c : 1);
    return w;
  }
  return c < 0x80 ? (unsigned int)c : 0xffffffffu;
}

/* a wide character as a single byte, or EOF when it has no single-byte form */
int wctob(unsigned int wc)
{
__CPROVER_HIDE:;
  if(wc < 0x80)
    return (int)wc;
  if(__rbmc_locale_not_c)
  {
    int r = __VERIFIER_nondet_int();
    __CPROVER_assume(r == -1 || (r >= 0x80 && r <= 0xff));
    return r;
  }
  return -1;
}

/* at most n wide characters are stored (the terminating zero too when it fits); the
   result is the number converted before the zero, or (size_t)-1 with EILSEQ (the
   characters before the invalid one are stored); a NULL dst counts without storing */
__CPROVER_size_t mbstowcs(int *dst, const char *src, __CPROVER_size_t n)
{
__CPROVER_HIDE:;
  __CPROVER_size_t j = 0;
  for(__CPROVER_size_t i = 0;; i++)
  {
    char c = src[i];
    if(c == 0)
    {
      if(dst != 0 && j < n)
        dst[j] = 0;
      return j;
    }
    if(__rbmc_locale_not_c)
    {
      /* each byte may be invalid, start a character or continue the one before */
      if(__VERIFIER_nondet___CPROVER_bool())
      {
        *__errno_location() = 84; /* EILSEQ */
        return (__CPROVER_size_t)-1;
      }
      if(i > 0 && __VERIFIER_nondet___CPROVER_bool())
        continue;
      if(dst != 0 && j == n)
        return j;
      int w = __VERIFIER_nondet_int();
      __CPROVER_assume(w != 0);
      if(dst != 0)
        dst[j] = w;
    }
    else
    {
      if(dst != 0 && j == n)
        return j;
      if((c & 0x80) != 0)
      {
        *__errno_location() = 84; /* EILSEQ */
        return (__CPROVER_size_t)-1;
      }
      if(dst != 0)
        dst[j] = c;
    }
    j++;
  }
}

/* at most n bytes are stored (the terminating zero too when it fits); the result is the
   number of bytes before the zero, or (size_t)-1 with EILSEQ; a NULL dst counts */
__CPROVER_size_t wcstombs(char *dst, const int *src, __CPROVER_size_t n)
{
__CPROVER_HIDE:;
  __CPROVER_size_t i = 0, j = 0;
  for(;;)
  {
    int w = src[i];
    if(w == 0)
    {
      if(dst != 0 && j < n)
        dst[j] = 0;
      return j;
    }
    __CPROVER_size_t bytes = 1;
    if(__rbmc_locale_not_c)
    {
      if(__VERIFIER_nondet___CPROVER_bool())
      {
        *__errno_location() = 84; /* EILSEQ */
        return (__CPROVER_size_t)-1;
      }
      bytes = __VERIFIER_nondet_int();
      __CPROVER_assume(bytes >= 1 && bytes <= 16);
    }
    else
    {
      /* a full buffer ends the conversion before the next character is looked at */
      if(dst != 0 && j == n)
        return j;
      if(w < 0 || w >= 0x80)
      {
        *__errno_location() = 84; /* EILSEQ */
        return (__CPROVER_size_t)-1;
      }
    }
    if(dst != 0)
    {
      /* a character that does not fit whole is not stored */
      if(j + bytes > n)
        return j;
      if(!__rbmc_locale_not_c)
        dst[j] = (char)w;
      else
      {
        /* at most 16 bytes: a loop of constant length */
        for(__CPROVER_size_t k = 0; k < 16; k++)
        {
          char b = (char)__VERIFIER_nondet_int();
          __CPROVER_assume(b != 0);
          if(k < bytes)
            dst[j + k] = b;
        }
      }
    }
    j += bytes;
    i++;
  }
}
