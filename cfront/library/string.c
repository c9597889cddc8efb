/* rbmc's models of <string.h> and <strings.h>.
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
int strncasecmp(const char *s1, const char *s2, __CPROVER_size_t n);
char *strchr(const char *s, int c);
char *strrchr(const char *s, int c);
__CPROVER_size_t strspn(const char *s, const char *accept);
__CPROVER_size_t strcspn(const char *s, const char *reject);
char *strtok_r(char *s, const char *delim, char **save);
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
