#include <assert.h>
#include <stdio.h>
#include <string.h>

int nondet_int(void);

int main(void)
{
  char b[32];
  // exact lengths of integer, character, string and %% conversions (glibc's output)
  assert(sprintf(b, "x=%d,%s!", 42, "ab") == 8);
  assert(snprintf(NULL, 0, "%d", -12345) == 6);
  assert(sprintf(b, "%5.3x|%-3c|%+d|%%", 10, 'a', 7) == 14);
  assert(sprintf(b, "%#o %#x %#X %.0d", 8, 255, 0, 0) == 11);
  assert(sprintf(b, "%lu %lld %hhd %hu", 18446744073709551615ul, -1ll, 300, 65537) == 28);
  assert(sprintf(b, "%.2s|%*d|%-*d|", "hello", 4, 1, 3, 2) == 12);
  int pos = -1;
  sprintf(b, "abc%nde", &pos);
  assert(pos == 3);
  // snprintf returns the would-be length and writes at most size - 1 characters
  char small[4];
  int n = snprintf(small, sizeof small, "%d", 123456);
  assert(n == 6);
  assert(small[3] == 0);
  // any int fits in 11 characters and a zero
  int x = nondet_int();
  char twelve[12];
  assert(sprintf(twelve, "%d", x) <= 11);
  return 0;
}
