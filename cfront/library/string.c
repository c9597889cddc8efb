/* rbmc's models of <string.h>, <strings.h> and the string functions of <wchar.h>
   (wchar_t is glibc's 4-byte int on x86-64 and AArch64 Linux).
   Compiled by cfront on demand: only the functions a program calls and does not define.
   The property texts of the preconditions are CBMC's. Characters are compared as
   `c & 0xff` (their unsigned value as an int), so that no model converts a negative
   `char` (which --conversion-check would report against the model instead of the
   program), and strings are read through their own `char *` type (a cast pointer would
   hide constant strings from symex's constant propagation, and loops over them would
   no longer end by themselves).
   Loops over strings are unwound like the program's own loops (--unwind). */

/* the models calling each other (a model sees only this file's declarations) */
void *malloc(__CPROVER_size_t size);
void *memset(void *s, int c, __CPROVER_size_t n);
void *memcpy(void *dst, const void *src, __CPROVER_size_t n);
void *memmove(void *dest, const void *src, __CPROVER_size_t n);
int memcmp(const void *s1, const void *s2, __CPROVER_size_t n);
__CPROVER_size_t strlen(const char *s);
__CPROVER_size_t strnlen(const char *s, __CPROVER_size_t maxlen);
char *strcpy(char *dst, const char *src);
char *strncpy(char *dst, const char *src, __CPROVER_size_t n);
char *strcat(char *dst, const char *src);
char *strncat(char *dst, const char *src, __CPROVER_size_t n);
int strcmp(const char *s1, const char *s2);
int strverscmp(const char *s1, const char *s2);
int __rbmc_version_class(int c);
int strncasecmp(const char *s1, const char *s2, __CPROVER_size_t n);
char *strchr(const char *s, int c);
char *strrchr(const char *s, int c);
__CPROVER_size_t strspn(const char *s, const char *accept);
__CPROVER_size_t strcspn(const char *s, const char *reject);
char *strtok_r(char *s, const char *delim, char **save);
char *strerror(int errnum);
__CPROVER_size_t wcslen(const int *s);
__CPROVER_size_t wcsnlen(const int *s, __CPROVER_size_t maxlen);
int *wmemcpy(int *dst, const int *src, __CPROVER_size_t n);
int *wmemmove(int *dst, const int *src, __CPROVER_size_t n);
__CPROVER_size_t wcscspn(const int *s, const int *reject);
int __VERIFIER_nondet_int(void);
__CPROVER_bool __VERIFIER_nondet___CPROVER_bool(void);
int *__errno_location(void);
__CPROVER_bool __rbmc_disjoint(const char *a, __CPROVER_size_t alen, const char *b,
                               __CPROVER_size_t blen);

void *memset(void *s, int c, __CPROVER_size_t n)
{
__CPROVER_HIDE:;
  __CPROVER_precondition(__CPROVER_w_ok(s, n), "memset destination region writeable");
  if(n != 0)
  {
    unsigned char s_n[n];
    __CPROVER_array_set(s_n, (unsigned char)c);
    __CPROVER_array_replace((unsigned char *)s, s_n);
  }
  return s;
}

void *memcpy(void *dst, const void *src, __CPROVER_size_t n)
{
__CPROVER_HIDE:;
  __CPROVER_precondition(
    __CPROVER_POINTER_OBJECT(dst) != __CPROVER_POINTER_OBJECT(src) ||
      ((const char *)src >= (const char *)dst + n) ||
      ((const char *)dst >= (const char *)src + n),
    "memcpy src/dst overlap");
  __CPROVER_precondition(__CPROVER_r_ok(src, n), "memcpy source region readable");
  __CPROVER_precondition(__CPROVER_w_ok(dst, n), "memcpy destination region writeable");
  if(n > 0)
  {
    char src_n[n];
    __CPROVER_array_copy(src_n, (char *)src);
    __CPROVER_array_replace((char *)dst, src_n);
  }
  return dst;
}

void *memmove(void *dest, const void *src, __CPROVER_size_t n)
{
__CPROVER_HIDE:;
  __CPROVER_precondition(__CPROVER_r_ok(src, n), "memmove source region readable");
  __CPROVER_precondition(__CPROVER_w_ok(dest, n), "memmove destination region writeable");
  if(n > 0)
  {
    char src_n[n];
    __CPROVER_array_copy(src_n, (char *)src);
    __CPROVER_array_replace((char *)dest, src_n);
  }
  return dest;
}

/* the fortified spellings (-D_FORTIFY_SOURCE) check the object size first */
void *__builtin___memcpy_chk(void *dst, const void *src, __CPROVER_size_t n, __CPROVER_size_t size)
{
__CPROVER_HIDE:;
  (void)size;
  return memcpy(dst, src, n);
}

void *__builtin___memmove_chk(void *dst, const void *src, __CPROVER_size_t n, __CPROVER_size_t size)
{
__CPROVER_HIDE:;
  (void)size;
  return memmove(dst, src, n);
}

void *__builtin___memset_chk(void *s, int c, __CPROVER_size_t n, __CPROVER_size_t size)
{
__CPROVER_HIDE:;
  (void)size;
  return memset(s, c, n);
}

int memcmp(const void *s1, const void *s2, __CPROVER_size_t n)
{
__CPROVER_HIDE:;
  __CPROVER_precondition(__CPROVER_r_ok(s1, n), "memcmp region 1 readable");
  /* CBMC's text (sic) */
  __CPROVER_precondition(__CPROVER_r_ok(s2, n), "memcpy region 2 readable");
  const unsigned char *sc1 = s1, *sc2 = s2;
  for(; n != 0; n--)
  {
    int res = (*sc1++) - (*sc2++);
    if(res != 0)
      return res;
  }
  return 0;
}

int bcmp(const void *s1, const void *s2, __CPROVER_size_t n)
{
__CPROVER_HIDE:;
  return memcmp(s1, s2, n) != 0;
}

void bzero(void *s, __CPROVER_size_t n)
{
__CPROVER_HIDE:;
  memset(s, 0, n);
}

void explicit_bzero(void *s, __CPROVER_size_t n)
{
__CPROVER_HIDE:;
  memset(s, 0, n);
}

void bcopy(const void *src, void *dest, __CPROVER_size_t n)
{
__CPROVER_HIDE:;
  memmove(dest, src, n);
}

void *memchr(const void *s, int c, __CPROVER_size_t n)
{
__CPROVER_HIDE:;
  const unsigned char *p = s;
  for(__CPROVER_size_t i = 0; i < n; i++)
    if(p[i] == (c & 0xff))
      return (void *)(p + i);
  return 0;
}

void *memrchr(const void *s, int c, __CPROVER_size_t n)
{
__CPROVER_HIDE:;
  const unsigned char *p = s;
  for(__CPROVER_size_t i = n; i > 0; i--)
    if(p[i - 1] == (c & 0xff))
      return (void *)(p + i - 1);
  return 0;
}

void *memmem(const void *haystack, __CPROVER_size_t hlen, const void *needle, __CPROVER_size_t nlen)
{
__CPROVER_HIDE:;
  const unsigned char *h = haystack, *nd = needle;
  if(nlen == 0)
    return (void *)h;
  for(__CPROVER_size_t i = 0; i + nlen <= hlen; i++)
  {
    __CPROVER_size_t j = 0;
    while(j < nlen && h[i + j] == nd[j])
      j++;
    if(j == nlen)
      return (void *)(h + i);
  }
  return 0;
}

__CPROVER_size_t strlen(const char *s)
{
__CPROVER_HIDE:;
  __CPROVER_size_t len = 0;
  while(s[len] != 0)
    len++;
  return len;
}

__CPROVER_size_t strnlen(const char *s, __CPROVER_size_t maxlen)
{
__CPROVER_HIDE:;
  __CPROVER_size_t len = 0;
  while(len < maxlen && s[len] != 0)
    len++;
  return len;
}

/* copying between objects that overlap is undefined (C11 7.24.2.3p2, 7.24.2.4p2,
   7.24.3.1p2, 7.24.3.2p2): the string functions check, as memcpy does, that the bytes
   read from src (its string, and the terminating zero when it is copied) and the bytes
   of dst the call reads or writes (strcat and strncat: dst's string too, as glibc's
   sanitizers see them) are disjoint. The lengths are found first (a loop over each
   string), then the copy runs as before. */
__CPROVER_bool __rbmc_disjoint(const char *a, __CPROVER_size_t alen, const char *b,
                               __CPROVER_size_t blen)
{
__CPROVER_HIDE:;
  return __CPROVER_POINTER_OBJECT(a) != __CPROVER_POINTER_OBJECT(b) || b >= a + alen ||
         a >= b + blen;
}

char *strcpy(char *dst, const char *src)
{
__CPROVER_HIDE:;
  __CPROVER_size_t n = strlen(src) + 1;
  __CPROVER_precondition(__rbmc_disjoint(dst, n, src, n), "strcpy src/dst overlap");
  __CPROVER_size_t i;
  for(i = 0; src[i] != 0; i++)
    dst[i] = src[i];
  dst[i] = 0;
  return dst;
}

char *stpcpy(char *dst, const char *src)
{
__CPROVER_HIDE:;
  __CPROVER_size_t n = strlen(src) + 1;
  __CPROVER_precondition(__rbmc_disjoint(dst, n, src, n), "stpcpy src/dst overlap");
  __CPROVER_size_t i;
  for(i = 0; src[i] != 0; i++)
    dst[i] = src[i];
  dst[i] = 0;
  return dst + i;
}

char *strncpy(char *dst, const char *src, __CPROVER_size_t n)
{
__CPROVER_HIDE:;
  /* src: up to n characters, and its zero when shorter; dst: all n bytes */
  __CPROVER_size_t k = strnlen(src, n);
  __CPROVER_precondition(__rbmc_disjoint(dst, n, src, k < n ? k + 1 : k),
                         "strncpy src/dst overlap");
  __CPROVER_size_t i = 0;
  for(; i < n && src[i] != 0; i++)
    dst[i] = src[i];
  for(; i < n; i++)
    dst[i] = 0;
  return dst;
}

char *stpncpy(char *dst, const char *src, __CPROVER_size_t n)
{
__CPROVER_HIDE:;
  __CPROVER_size_t k = strnlen(src, n);
  __CPROVER_precondition(__rbmc_disjoint(dst, n, src, k < n ? k + 1 : k),
                         "stpncpy src/dst overlap");
  __CPROVER_size_t i = 0;
  for(; i < n && src[i] != 0; i++)
    dst[i] = src[i];
  char *end = dst + i;
  for(; i < n; i++)
    dst[i] = 0;
  return end;
}

char *strcat(char *dst, const char *src)
{
__CPROVER_HIDE:;
  /* dst: its string, src's characters appended and the zero; src: its string */
  __CPROVER_size_t d = strlen(dst), k = strlen(src);
  __CPROVER_precondition(__rbmc_disjoint(dst, d + k + 1, src, k + 1),
                         "strcat src/dst overlap");
  __CPROVER_size_t i = 0, j = 0;
  while(dst[i] != 0)
    i++;
  while(src[j] != 0)
    dst[i++] = src[j++];
  dst[i] = 0;
  return dst;
}

char *strncat(char *dst, const char *src, __CPROVER_size_t n)
{
__CPROVER_HIDE:;
  /* src: up to n characters, and its zero when shorter; dst: its string, the
     characters appended and the zero */
  __CPROVER_size_t d = strlen(dst), k = strnlen(src, n);
  __CPROVER_precondition(__rbmc_disjoint(dst, d + k + 1, src, k < n ? k + 1 : k),
                         "strncat src/dst overlap");
  __CPROVER_size_t i = 0, j = 0;
  while(dst[i] != 0)
    i++;
  while(j < n && src[j] != 0)
    dst[i++] = src[j++];
  dst[i] = 0;
  return dst;
}

char *__builtin___strcpy_chk(char *dst, const char *src, __CPROVER_size_t size)
{
__CPROVER_HIDE:;
  (void)size;
  return strcpy(dst, src);
}

char *__builtin___strncpy_chk(char *dst, const char *src, __CPROVER_size_t n, __CPROVER_size_t size)
{
__CPROVER_HIDE:;
  (void)size;
  return strncpy(dst, src, n);
}

char *__builtin___strcat_chk(char *dst, const char *src, __CPROVER_size_t size)
{
__CPROVER_HIDE:;
  (void)size;
  return strcat(dst, src);
}

char *__builtin___strncat_chk(char *dst, const char *src, __CPROVER_size_t n, __CPROVER_size_t size)
{
__CPROVER_HIDE:;
  (void)size;
  return strncat(dst, src, n);
}

int strcmp(const char *s1, const char *s2)
{
__CPROVER_HIDE:;
  __CPROVER_size_t i = 0;
  for(;; i++)
  {
    int c1 = s1[i] & 0xff, c2 = s2[i] & 0xff;
    if(c1 != c2)
      return c1 < c2 ? -1 : 1;
    if(c1 == 0)
      return 0;
  }
}

/* the class of a character in a version string: 0 no digit, 1 a nonzero digit, 2 a zero */
int __rbmc_version_class(int c)
{
__CPROVER_HIDE:;
  return c == '0' ? 2 : c >= '1' && c <= '9' ? 1 : 0;
}

/* glibc's version comparison: as strcmp, except where the first difference is inside
   digits. A digit run that starts with a nonzero digit is an integer (the longer run is
   greater); one that starts with a zero is a fraction, compared digit by digit, except
   that while it has only zeros, more zeros make it smaller ("000" < "00" < "01" < "010"
   < "09" < "0" < "1" < "9" < "10"). The result is glibc's: the difference of the first
   differing characters, or 1 or -1 where the digit runs decide. (Checked against glibc
   2.36 on every pair of strings of up to four characters of "019aZ." and 0xff.) */
int strverscmp(const char *s1, const char *s2)
{
__CPROVER_HIDE:;
  /* the digit run the common prefix ends in: 0 none, 1 an integer, 2 a fraction with a
     nonzero digit, 3 zeros only */
  int run = 0;
  /* the first difference, once found where two integers decide by their lengths */
  int diff = 0, found = 0;
  /* one loop with one index (a second loop from the difference on would start at a
     symbolic index, which symbolic execution cannot bound) */
  for(__CPROVER_size_t i = 0;; i++)
  {
    int c1 = s1[i] & 0xff, c2 = s2[i] & 0xff;
    if(!found)
    {
      if(c1 == c2)
      {
        if(c1 == 0)
          return 0;
        int k = __rbmc_version_class(c1);
        run = k == 0 ? 0 : run == 0 ? (k == 1 ? 1 : 3) : run == 3 && k == 1 ? 2 : run;
        continue;
      }
      diff = c1 - c2;
      int k1 = __rbmc_version_class(c1), k2 = __rbmc_version_class(c2);
      /* an integer run that ends on one side only is the smaller there */
      if(run == 1 && (k1 == 0) != (k2 == 0))
        return k1 == 0 ? -1 : 1;
      /* zeros only: the side whose run ends is the greater */
      if(run == 3 && (k1 == 0) != (k2 == 0))
        return k1 == 0 ? 1 : -1;
      if(!(run == 1 ? k1 != 0 : run == 0 && k1 == 1 && k2 == 1))
        return diff;
      found = 1;
    }
    /* two integers: the longer digit run from the difference on is the greater number */
    int d1 = __rbmc_version_class(c1) != 0, d2 = __rbmc_version_class(c2) != 0;
    if(!d1 || !d2)
      return d1 ? 1 : d2 ? -1 : diff;
  }
}

int strncmp(const char *s1, const char *s2, __CPROVER_size_t n)
{
__CPROVER_HIDE:;
  for(__CPROVER_size_t i = 0; i < n; i++)
  {
    int c1 = s1[i] & 0xff, c2 = s2[i] & 0xff;
    if(c1 != c2)
      return c1 < c2 ? -1 : 1;
    if(c1 == 0)
      return 0;
  }
  return 0;
}

/* the C locale's collation is strcmp's order */
int strcoll(const char *s1, const char *s2)
{
__CPROVER_HIDE:;
  return strcmp(s1, s2);
}

int strcasecmp(const char *s1, const char *s2)
{
__CPROVER_HIDE:;
  /* no string is longer than the address space */
  return strncasecmp(s1, s2, ~(__CPROVER_size_t)0);
}

int strncasecmp(const char *s1, const char *s2, __CPROVER_size_t n)
{
__CPROVER_HIDE:;
  for(__CPROVER_size_t i = 0; i < n; i++)
  {
    int c1 = s1[i] & 0xff, c2 = s2[i] & 0xff;
    if(c1 >= 'A' && c1 <= 'Z')
      c1 += 'a' - 'A';
    if(c2 >= 'A' && c2 <= 'Z')
      c2 += 'a' - 'A';
    if(c1 != c2)
      return c1 < c2 ? -1 : 1;
    if(c1 == 0)
      return 0;
  }
  return 0;
}

char *strchr(const char *s, int c)
{
__CPROVER_HIDE:;
  for(__CPROVER_size_t i = 0;; i++)
  {
    if((s[i] & 0xff) == (c & 0xff))
      return (char *)s + i;
    if(s[i] == 0)
      return 0;
  }
}

char *strrchr(const char *s, int c)
{
__CPROVER_HIDE:;
  char *res = 0;
  for(__CPROVER_size_t i = 0;; i++)
  {
    if((s[i] & 0xff) == (c & 0xff))
      res = (char *)s + i;
    if(s[i] == 0)
      return res;
  }
}

char *index(const char *s, int c)
{
__CPROVER_HIDE:;
  return strchr(s, c);
}

char *rindex(const char *s, int c)
{
__CPROVER_HIDE:;
  return strrchr(s, c);
}

char *strchrnul(const char *s, int c)
{
__CPROVER_HIDE:;
  __CPROVER_size_t i = 0;
  while(s[i] != 0 && (s[i] & 0xff) != (c & 0xff))
    i++;
  return (char *)s + i;
}

__CPROVER_size_t strspn(const char *s, const char *accept)
{
__CPROVER_HIDE:;
  __CPROVER_size_t i = 0;
  for(; s[i] != 0; i++)
  {
    __CPROVER_size_t j = 0;
    while(accept[j] != 0 && accept[j] != s[i])
      j++;
    if(accept[j] == 0)
      return i;
  }
  return i;
}

__CPROVER_size_t strcspn(const char *s, const char *reject)
{
__CPROVER_HIDE:;
  __CPROVER_size_t i = 0;
  for(; s[i] != 0; i++)
  {
    __CPROVER_size_t j = 0;
    while(reject[j] != 0 && reject[j] != s[i])
      j++;
    if(reject[j] != 0)
      return i;
  }
  return i;
}

char *strpbrk(const char *s, const char *accept)
{
__CPROVER_HIDE:;
  __CPROVER_size_t i = strcspn(s, accept);
  return s[i] != 0 ? (char *)s + i : 0;
}

char *strstr(const char *haystack, const char *needle)
{
__CPROVER_HIDE:;
  for(__CPROVER_size_t i = 0;; i++)
  {
    __CPROVER_size_t j = 0;
    while(needle[j] != 0 && haystack[i + j] == needle[j])
      j++;
    if(needle[j] == 0)
      return (char *)haystack + i;
    if(haystack[i] == 0)
      return 0;
  }
}

char *strcasestr(const char *haystack, const char *needle)
{
__CPROVER_HIDE:;
  for(__CPROVER_size_t i = 0;; i++)
  {
    __CPROVER_size_t j = 0;
    for(; needle[j] != 0; j++)
    {
      int a = haystack[i + j] & 0xff, b = needle[j] & 0xff;
      if(a >= 'A' && a <= 'Z')
        a += 'a' - 'A';
      if(b >= 'A' && b <= 'Z')
        b += 'a' - 'A';
      if(a != b)
        break;
    }
    if(needle[j] == 0)
      return (char *)haystack + i;
    if(haystack[i] == 0)
      return 0;
  }
}

char *strtok_r(char *s, const char *delim, char **save)
{
__CPROVER_HIDE:;
  if(s == 0)
    s = *save;
  if(s == 0)
    return 0;
  s = s + strspn(s, delim);
  if(*s == 0)
  {
    *save = s;
    return 0;
  }
  char *tok = s;
  s = s + strcspn(s, delim);
  if(*s != 0)
  {
    *s = 0;
    s++;
  }
  *save = s;
  return tok;
}

char *__strtok_r(char *s, const char *delim, char **save)
{
__CPROVER_HIDE:;
  return strtok_r(s, delim, save);
}

/* the first call must pass a string (C11 7.24.5.8p3: later calls with NULL go on
   from where the previous one stopped; glibc crashes on a first NULL) */
char *strtok(char *s, const char *delim)
{
__CPROVER_HIDE:;
  static char *save;
  __CPROVER_precondition(s != 0 || save != 0, "strtok first call with a string");
  return strtok_r(s, delim, &save);
}

char *strsep(char **sp, const char *delim)
{
__CPROVER_HIDE:;
  char *s = *sp;
  if(s == 0)
    return 0;
  __CPROVER_size_t i = strcspn(s, delim);
  if(s[i] != 0)
  {
    s[i] = 0;
    *sp = s + i + 1;
  }
  else
    *sp = 0;
  return s;
}

char *strdup(const char *s)
{
__CPROVER_HIDE:;
  __CPROVER_size_t size = strlen(s) + 1;
  char *copy = malloc(size);
  if(copy == 0)
    return 0;
  /* a fresh object: no overlap to check */
  for(__CPROVER_size_t i = 0; i < size; i++)
    copy[i] = s[i];
  return copy;
}

char *strndup(const char *s, __CPROVER_size_t n)
{
__CPROVER_HIDE:;
  __CPROVER_size_t len = strnlen(s, n);
  char *copy = malloc(len + 1);
  if(copy == 0)
    return 0;
  for(__CPROVER_size_t i = 0; i < len; i++)
    copy[i] = s[i];
  copy[len] = 0;
  return copy;
}

/* a non-empty message of nondeterministic characters, terminated within the buffer:
   glibc has a text for every number ("Unknown error N" for the others). One message
   buffer, as glibc's for unknown numbers, rewritten by each call. */
char *strerror(int errnum)
{
__CPROVER_HIDE:;
  static char message[64];
  (void)errnum;
  char text[63];
  __CPROVER_array_replace(message, text);
  __CPROVER_assume(message[0] != 0);
  __CPROVER_size_t length;
  __CPROVER_assume(length >= 1 && length <= 63);
  message[length] = 0;
  return message;
}

void *mempcpy(void *dst, const void *src, __CPROVER_size_t n)
{
__CPROVER_HIDE:;
  __CPROVER_precondition(
    __CPROVER_POINTER_OBJECT(dst) != __CPROVER_POINTER_OBJECT(src) ||
      ((const char *)src >= (const char *)dst + n) ||
      ((const char *)dst >= (const char *)src + n),
    "mempcpy src/dst overlap");
  __CPROVER_precondition(__CPROVER_r_ok(src, n), "mempcpy source region readable");
  __CPROVER_precondition(__CPROVER_w_ok(dst, n), "mempcpy destination region writeable");
  if(n > 0)
  {
    char src_n[n];
    __CPROVER_array_copy(src_n, (char *)src);
    __CPROVER_array_replace((char *)dst, src_n);
  }
  return (char *)dst + n;
}

void *__mempcpy(void *dst, const void *src, __CPROVER_size_t n)
{
__CPROVER_HIDE:;
  return mempcpy(dst, src, n);
}

/* strlcpy and strlcat (BSD; glibc has them from 2.38, libbsd before): src must be a
   string (its length is the result); strlcpy stores min(strlen(src), size - 1)
   characters and a zero when size > 0; strlcat appends to dst's string, which must end
   within size bytes for anything to be stored (otherwise nothing is, and the result is
   size + strlen(src)), as many characters as leave room for the zero. The bytes read
   and written must not overlap (undefined). */
__CPROVER_size_t strlcpy(char *dst, const char *src, __CPROVER_size_t size)
{
__CPROVER_HIDE:;
  __CPROVER_size_t k = strlen(src);
  if(size == 0)
    return k;
  __CPROVER_size_t copy = k < size ? k : size - 1;
  __CPROVER_precondition(__rbmc_disjoint(dst, copy + 1, src, k + 1), "strlcpy src/dst overlap");
  __CPROVER_size_t i = 0;
  for(; i < copy; i++)
    dst[i] = src[i];
  dst[i] = 0;
  return k;
}

__CPROVER_size_t strlcat(char *dst, const char *src, __CPROVER_size_t size)
{
__CPROVER_HIDE:;
  __CPROVER_size_t k = strlen(src);
  if(size == 0)
    return k;
  __CPROVER_size_t d = strnlen(dst, size);
  if(d == size)
    return size + k;
  __CPROVER_size_t copy = size - d - 1;
  if(copy > k)
    copy = k;
  __CPROVER_precondition(__rbmc_disjoint(dst, d + copy + 1, src, k + 1), "strlcat src/dst overlap");
  for(__CPROVER_size_t i = 0; i < copy; i++)
    dst[d + i] = src[i];
  dst[d + copy] = 0;
  return d + k;
}

/* the position of the least significant set bit, counting from 1; 0 for 0 */
int ffs(int i)
{
__CPROVER_HIDE:;
  /* the built-in (a count of trailing zeros: no loop, no unwinding bound) */
  return __builtin_ffs(i);
}

int ffsl(long i)
{
__CPROVER_HIDE:;
  /* the built-in (a count of trailing zeros: no loop, no unwinding bound) */
  return __builtin_ffsl(i);
}

int ffsll(long long i)
{
__CPROVER_HIDE:;
  /* the built-in (a count of trailing zeros: no loop, no unwinding bound) */
  return __builtin_ffsll(i);
}

/* whether glibc 2.36 has a message for errnum (0 to 133 but 41 and 58) */
__CPROVER_bool __rbmc_known_errno(int errnum)
{
__CPROVER_HIDE:;
  return errnum >= 0 && errnum <= 133 && errnum != 41 && errnum != 58;
}

/* the length of glibc's message for errnum: in the "C" locale its English text's (the
   known numbers' from the table, "Unknown error N" otherwise: 16 to 25 characters);
   after setlocale selected another locale (misc.c's flag, zero while setlocale is not
   linked) the message may be translated: 1 to 1023 bytes */
__CPROVER_bool __rbmc_locale_not_c;

__CPROVER_size_t __rbmc_errno_message_length(int errnum)
{
__CPROVER_HIDE:;
  static const unsigned char lengths[134] = {
    7, 23, 25, 15, 23, 18, 25, 22, 17, 19, 18, 32, 22, 17, 11, 21,
    23, 11, 25, 14, 15, 14, 16, 29, 19, 30, 14, 14, 23, 12, 21, 14,
    11, 32, 29, 25, 18, 18, 24, 19, 33, 16, 26, 18, 27, 24, 14, 13,
    24, 28, 26, 14, 16, 26, 13, 8, 20, 12, 16, 20, 19, 17, 13, 24,
    29, 21, 16, 21, 15, 13, 27, 14, 18, 18, 11, 37, 26, 28, 22, 38,
    36, 31, 47, 37, 49, 43, 18, 14, 30, 28, 16, 30, 22, 22, 25, 23,
    29, 40, 22, 31, 15, 22, 35, 32, 24, 25, 39, 35, 45, 34, 20, 18,
    12, 16, 29, 25, 17, 24, 27, 29, 20, 16, 19, 15, 17, 18, 26, 15,
    20, 27, 10, 21, 37, 30};
  __CPROVER_size_t length;
  if(__rbmc_locale_not_c)
    __CPROVER_assume(length >= 1 && length <= 1023);
  else if(__rbmc_known_errno(errnum))
    length = lengths[errnum];
  else
    __CPROVER_assume(length >= 16 && length <= 25);
  return length;
}

/* a message of `length` characters (none zero, otherwise nondeterministic) cut as
   snprintf(buf, buflen, ...) cuts it: at most buflen - 1 characters and a zero, nothing
   when buflen is 0 (`least`, a lower bound of length, lets a small constant buflen
   give a constant count) */
void __rbmc_store_message(char *buf, __CPROVER_size_t buflen, __CPROVER_size_t length,
                          __CPROVER_size_t least)
{
__CPROVER_HIDE:;
  if(buflen == 0)
    return;
  __CPROVER_size_t stored =
    buflen - 1 < least ? buflen - 1 : length < buflen ? length : buflen - 1;
  __CPROVER_precondition(__CPROVER_w_ok(buf, stored + 1), "strerror_r buffer writable");
  __CPROVER_size_t bound = __rbmc_locale_not_c ? 1023 : 49;
  for(__CPROVER_size_t i = 0; i < bound; i++)
  {
    char c;
    __CPROVER_assume(c != 0);
    if(i < stored)
      buf[i] = c;
  }
  buf[stored] = 0;
}

/* GNU strerror_r (<string.h> with _GNU_SOURCE): a known number's message is a constant
   string of glibc's (buf untouched); for another number "Unknown error N" is written
   into buf as snprintf(buf, buflen, ...) writes it, and buf is returned */
char *strerror_r(int errnum, char *buf, __CPROVER_size_t buflen)
{
__CPROVER_HIDE:;
  if(__rbmc_known_errno(errnum))
    return strerror(errnum);
  __rbmc_store_message(buf, buflen, __rbmc_errno_message_length(errnum),
                       __rbmc_locale_not_c ? 1 : 16);
  return buf;
}

/* POSIX strerror_r (what <string.h> declares without _GNU_SOURCE, under this name):
   the message cut to buflen - 1 characters and a zero; 0, ERANGE when it did not fit,
   EINVAL for an unknown number (errno is not set) */
int __xpg_strerror_r(int errnum, char *buf, __CPROVER_size_t buflen)
{
__CPROVER_HIDE:;
  __CPROVER_size_t length = __rbmc_errno_message_length(errnum);
  __rbmc_store_message(buf, buflen, length,
                       __rbmc_locale_not_c ? 1 : __rbmc_known_errno(errnum) ? length : 16);
  if(!__rbmc_known_errno(errnum))
    return 22; /* EINVAL */
  return buflen <= length ? 34 /* ERANGE */ : 0;
}

/* ------------------------------------------------------------------ <wchar.h> strings
   As the byte functions, on 4-byte characters compared as (signed) wchar_t values, as
   glibc's; the copies check, as strcpy's, that what they read and write is disjoint. */

__CPROVER_size_t wcslen(const int *s)
{
__CPROVER_HIDE:;
  __CPROVER_size_t len = 0;
  while(s[len] != 0)
    len++;
  return len;
}

__CPROVER_size_t wcsnlen(const int *s, __CPROVER_size_t maxlen)
{
__CPROVER_HIDE:;
  __CPROVER_size_t len = 0;
  while(len < maxlen && s[len] != 0)
    len++;
  return len;
}

int *wcscpy(int *dst, const int *src)
{
__CPROVER_HIDE:;
  __CPROVER_size_t n = (wcslen(src) + 1) * 4;
  __CPROVER_precondition(__rbmc_disjoint((char *)dst, n, (const char *)src, n),
                         "wcscpy src/dst overlap");
  __CPROVER_size_t i;
  for(i = 0; src[i] != 0; i++)
    dst[i] = src[i];
  dst[i] = 0;
  return dst;
}

int *wcsncpy(int *dst, const int *src, __CPROVER_size_t n)
{
__CPROVER_HIDE:;
  __CPROVER_size_t k = wcsnlen(src, n);
  __CPROVER_precondition(__rbmc_disjoint((char *)dst, n * 4, (const char *)src,
                                         (k < n ? k + 1 : k) * 4),
                         "wcsncpy src/dst overlap");
  __CPROVER_size_t i = 0;
  for(; i < n && src[i] != 0; i++)
    dst[i] = src[i];
  for(; i < n; i++)
    dst[i] = 0;
  return dst;
}

int *wcscat(int *dst, const int *src)
{
__CPROVER_HIDE:;
  __CPROVER_size_t d = wcslen(dst), k = wcslen(src);
  __CPROVER_precondition(__rbmc_disjoint((char *)dst, (d + k + 1) * 4, (const char *)src,
                                         (k + 1) * 4),
                         "wcscat src/dst overlap");
  for(__CPROVER_size_t j = 0; j < k; j++)
    dst[d + j] = src[j];
  dst[d + k] = 0;
  return dst;
}

int wcscmp(const int *s1, const int *s2)
{
__CPROVER_HIDE:;
  for(__CPROVER_size_t i = 0;; i++)
  {
    int c1 = s1[i], c2 = s2[i];
    if(c1 != c2)
      return c1 < c2 ? -1 : 1;
    if(c1 == 0)
      return 0;
  }
}

int wcsncmp(const int *s1, const int *s2, __CPROVER_size_t n)
{
__CPROVER_HIDE:;
  for(__CPROVER_size_t i = 0; i < n; i++)
  {
    int c1 = s1[i], c2 = s2[i];
    if(c1 != c2)
      return c1 < c2 ? -1 : 1;
    if(c1 == 0)
      return 0;
  }
  return 0;
}

int *wcschr(const int *s, int c)
{
__CPROVER_HIDE:;
  for(__CPROVER_size_t i = 0;; i++)
  {
    if(s[i] == c)
      return (int *)s + i;
    if(s[i] == 0)
      return 0;
  }
}

int *wcsrchr(const int *s, int c)
{
__CPROVER_HIDE:;
  int *res = 0;
  for(__CPROVER_size_t i = 0;; i++)
  {
    if(s[i] == c)
      res = (int *)s + i;
    if(s[i] == 0)
      return res;
  }
}

int *wmemcpy(int *dst, const int *src, __CPROVER_size_t n)
{
__CPROVER_HIDE:;
  __CPROVER_precondition(
    __rbmc_disjoint((char *)dst, n * 4, (const char *)src, n * 4), "wmemcpy src/dst overlap");
  __CPROVER_precondition(__CPROVER_r_ok(src, n * 4), "wmemcpy source region readable");
  __CPROVER_precondition(__CPROVER_w_ok(dst, n * 4), "wmemcpy destination region writeable");
  if(n > 0)
  {
    char src_n[n * 4];
    __CPROVER_array_copy(src_n, (char *)src);
    __CPROVER_array_replace((char *)dst, src_n);
  }
  return dst;
}

int *wmemmove(int *dst, const int *src, __CPROVER_size_t n)
{
__CPROVER_HIDE:;
  __CPROVER_precondition(__CPROVER_r_ok(src, n * 4), "wmemmove source region readable");
  __CPROVER_precondition(__CPROVER_w_ok(dst, n * 4), "wmemmove destination region writeable");
  if(n > 0)
  {
    char src_n[n * 4];
    __CPROVER_array_copy(src_n, (char *)src);
    __CPROVER_array_replace((char *)dst, src_n);
  }
  return dst;
}

int *wmemset(int *s, int c, __CPROVER_size_t n)
{
__CPROVER_HIDE:;
  __CPROVER_precondition(__CPROVER_w_ok(s, n * 4), "wmemset destination region writeable");
  if(n != 0)
  {
    int s_n[n];
    __CPROVER_array_set(s_n, c);
    __CPROVER_array_replace(s, s_n);
  }
  return s;
}

int wmemcmp(const int *s1, const int *s2, __CPROVER_size_t n)
{
__CPROVER_HIDE:;
  __CPROVER_precondition(__CPROVER_r_ok(s1, n * 4), "wmemcmp region 1 readable");
  __CPROVER_precondition(__CPROVER_r_ok(s2, n * 4), "wmemcmp region 2 readable");
  for(__CPROVER_size_t i = 0; i < n; i++)
  {
    if(s1[i] != s2[i])
      return s1[i] < s2[i] ? -1 : 1;
  }
  return 0;
}

int *wmemchr(const int *s, int c, __CPROVER_size_t n)
{
__CPROVER_HIDE:;
  for(__CPROVER_size_t i = 0; i < n; i++)
    if(s[i] == c)
      return (int *)s + i;
  return 0;
}

__CPROVER_size_t wcsspn(const int *s, const int *accept)
{
__CPROVER_HIDE:;
  __CPROVER_size_t i = 0;
  for(; s[i] != 0; i++)
  {
    __CPROVER_size_t j = 0;
    while(accept[j] != 0 && accept[j] != s[i])
      j++;
    if(accept[j] == 0)
      return i;
  }
  return i;
}

__CPROVER_size_t wcscspn(const int *s, const int *reject)
{
__CPROVER_HIDE:;
  __CPROVER_size_t i = 0;
  for(; s[i] != 0; i++)
  {
    __CPROVER_size_t j = 0;
    while(reject[j] != 0 && reject[j] != s[i])
      j++;
    if(reject[j] != 0)
      return i;
  }
  return i;
}

int *wcspbrk(const int *s, const int *accept)
{
__CPROVER_HIDE:;
  __CPROVER_size_t i = wcscspn(s, accept);
  return s[i] != 0 ? (int *)s + i : 0;
}

int *wcsstr(const int *haystack, const int *needle)
{
__CPROVER_HIDE:;
  for(__CPROVER_size_t i = 0;; i++)
  {
    __CPROVER_size_t j = 0;
    while(needle[j] != 0 && haystack[i + j] == needle[j])
      j++;
    if(needle[j] == 0)
      return (int *)haystack + i;
    if(haystack[i] == 0)
      return 0;
  }
}

/* copies bytes of src to dst up to and including the first c, within n: the byte after
   that c in dst, or NULL when n bytes had no c */
void *memccpy(void *dst, const void *src, int c, __CPROVER_size_t n)
{
__CPROVER_HIDE:;
  unsigned char *d = dst;
  const unsigned char *p = src;
  for(__CPROVER_size_t i = 0; i < n; i++)
  {
    d[i] = p[i];
    if(p[i] == (unsigned char)c)
      return d + i + 1;
  }
  return 0;
}

/* GNU: the first c, which the caller promises is there (reading past the object fails) */
void *rawmemchr(const void *s, int c)
{
__CPROVER_HIDE:;
  const unsigned char *p = s;
  for(__CPROVER_size_t i = 0;; i++)
    if(p[i] == (unsigned char)c)
      return (void *)(p + i);
}

/* copies n bytes (n rounded down to even) from src to dst, exchanging adjacent bytes */
void swab(const void *src, void *dst, long n)
{
__CPROVER_HIDE:;
  const unsigned char *p = src;
  unsigned char *d = dst;
  for(long i = 0; i + 1 < n; i += 2)
  {
    unsigned char a = p[i];
    d[i] = p[i + 1];
    d[i + 1] = a;
  }
}

/* a fresh copy of the wide string s, or NULL when it cannot be allocated */
int *wcsdup(const int *s)
{
__CPROVER_HIDE:;
  __CPROVER_size_t n = wcslen(s) + 1;
  int *copy = malloc(n * sizeof(int));
  if(copy == 0)
    return 0;
  for(__CPROVER_size_t i = 0; i < n; i++)
    copy[i] = s[i];
  return copy;
}

/* transforms src for strcmp to compare as strcoll does: in the C locale a copy (at most
   n bytes with the zero are written when the text fits); the result is its length */
__CPROVER_size_t strxfrm(char *dst, const char *src, __CPROVER_size_t n)
{
__CPROVER_HIDE:;
  __CPROVER_size_t len = strlen(src);
  if(len < n)
    for(__CPROVER_size_t i = 0; i <= len; i++)
      dst[i] = src[i];
  return len;
}

/* the description of signal number sig: a non-empty string in a static buffer (glibc's
   text, "Unknown signal N" or "Real-time signal N", is at most 40 characters) */
char *strsignal(int sig)
{
__CPROVER_HIDE:;
  static char description[64];
  (void)sig;
  char text[63];
  __CPROVER_array_replace(description, text);
  __CPROVER_assume(description[0] != 0);
  __CPROVER_size_t length;
  __CPROVER_assume(length >= 1 && length <= 63);
  description[length] = 0;
  return description;
}
