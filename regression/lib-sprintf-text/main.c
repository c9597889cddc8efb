#define _GNU_SOURCE
#include <assert.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int nondet_int(void);

int main(void)
{
  char b[64];
  // integers with flags, widths and precisions
  assert(sprintf(b, "[%5d|%-5d|%05d|%+d|% d]", -42, 42, -42, 7, 7) == 25);
  assert(strcmp(b, "[  -42|42   |-0042|+7| 7]") == 0);
  assert(sprintf(b, "%.3d,%5.0d,%08.3x,%#x,%#X,%#o,%#.0o", 7, 0, 10u, 255u, 255u, 8u, 0u) == 34);
  assert(strcmp(b, "007,     ,     00a,0xff,0XFF,010,0") == 0);
  assert(sprintf(b, "%hhu %hd %lld", 300, 70000, -9223372036854775807LL - 1) == 28);
  assert(strcmp(b, "44 4464 -9223372036854775808") == 0);
  // characters and strings: width, precision (a prefix of the string), left adjustment
  assert(sprintf(b, "<%c%-3c%3c><%5s|%-4s|%.2s|%05s>", 'a', 'b', 'c', "xy", "z", "hello", "q") ==
         30);
  assert(strcmp(b, "<ab    c><   xy|z   |he|    q>") == 0);
  // snprintf writes a prefix of the text and a zero
  memset(b, 'Z', sizeof b);
  assert(snprintf(b, 6, "%d-%s", 12345, "abc") == 9);
  assert(strcmp(b, "12345") == 0 && b[6] == 'Z');
  // asprintf's buffer holds the whole text
  char *s;
  if(asprintf(&s, "%s=%u;", "key", 4000000000u) == 15)
  {
    assert(strcmp(s, "key=4000000000;") == 0);
    free(s);
  }
  // a symbolic integer: the digits are its decimal digits
  int x = nondet_int();
  __CPROVER_assume(x > -1000 && x < 1000);
  int n = snprintf(b, sizeof b, "%+04d|%x", x, (unsigned)x & 0xfu);
  int ax = x < 0 ? -x : x;
  assert(b[0] == (x < 0 ? '-' : '+'));
  assert(b[1] == '0' + ax / 100 && b[2] == '0' + ax / 10 % 10 && b[3] == '0' + ax % 10);
  assert(b[4] == '|' && n == 6 && b[6] == 0);
  unsigned h = (unsigned)x & 0xfu;
  assert(b[5] == (h < 10 ? '0' + h : 'a' + h - 10));
  return 0;
}
