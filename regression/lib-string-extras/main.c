#define _GNU_SOURCE
#include <assert.h>
#include <errno.h>
#include <string.h>
#include <strings.h>

/* BSD's, in glibc from 2.38 (libbsd before) */
size_t strlcpy(char *dst, const char *src, size_t size);
size_t strlcat(char *dst, const char *src, size_t size);
/* POSIX strerror_r, which <string.h> declares under this name without _GNU_SOURCE */
int __xpg_strerror_r(int errnum, char *buf, size_t buflen);

int main(void)
{
  char buf[8];
  char *end = mempcpy(buf, "abc", 3);
  assert(end == buf + 3);
  *end = 0;
  assert(strcmp(buf, "abc") == 0);

  /* truncation keeps a terminated string; the result is the source's length */
  assert(strlcpy(buf, "abcdefghij", sizeof buf) == 10);
  assert(strlen(buf) == 7 && buf[6] == 'g');
  assert(strlcpy(buf, "xy", sizeof buf) == 2 && strcmp(buf, "xy") == 0);
  assert(strlcat(buf, "zw", sizeof buf) == 4 && strcmp(buf, "xyzw") == 0);
  assert(strlcat(buf, "123456", sizeof buf) == 10 && strcmp(buf, "xyzw123") == 0);
  /* dst without a zero within size: nothing is appended */
  assert(strlcat(buf, "q", 3) == 4);

  assert(ffs(0) == 0 && ffs(1) == 1 && ffs(12) == 3 && ffs(-2147483647 - 1) == 32);
  assert(ffsl(1L << 40) == 41 && ffsll(-1LL) == 1 && ffsll(0) == 0);
  /* any argument: the result is a bit position */
  int x = (int)(size_t)&buf[0] ^ (int)strlen(buf);
  int bit = ffs(x);
  assert(bit >= 0 && bit <= 32 && (bit == 0) == (x == 0));

  /* GNU strerror_r: a known number's message is glibc's own string */
  char msg[32];
  char *s = strerror_r(EINVAL, msg, sizeof msg);
  assert(s != NULL && s[0] != 0);
  /* an unknown number's message is written into the buffer, cut to its size */
  char small[6];
  s = strerror_r(4000, small, sizeof small);
  assert(s == small && strlen(small) == 5);
  /* POSIX strerror_r reports truncation and unknown numbers */
  assert(__xpg_strerror_r(EINVAL, msg, sizeof msg) == 0 && msg[0] != 0);
  assert(__xpg_strerror_r(ENOMEM, small, sizeof small) == ERANGE && strlen(small) == 5);
  assert(__xpg_strerror_r(-1, msg, sizeof msg) == EINVAL);
  return 0;
}
