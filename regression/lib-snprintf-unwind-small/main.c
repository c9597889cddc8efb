#include <assert.h>
#include <stdio.h>

int nondet_int(void);
char nondet_char(void);

int main(void)
{
  char buf[32];
  int x = nondet_int();
  if(x >= -5 && x <= 123)
  {
    // formatting an integer needs no unwinding
    int n = snprintf(buf, 32, "%d:%s", x, "ab");
    assert(n >= 4 && n <= 6);
    assert(n != 5); // fails: x = 10 prints "10:ab"
  }
  // a constant format and a constant string longer than the bound need no unwinding
  assert(snprintf(buf, sizeof buf, "value of x: %s;", "a string literal") == 29);
  int k = sprintf(buf, "x=%d, y=%u, z=%lx\n", x, 7u, 255ul);
  assert(k >= 15 && k <= 25);
  // a string whose end depends on symbolic characters is read one character per
  // iteration: three symbolic characters need --unwind 4
  char s[8];
  s[0] = nondet_char();
  s[1] = nondet_char();
  s[2] = nondet_char();
  s[3] = 'x';
  s[4] = 'y';
  s[5] = 'z';
  s[6] = 'w';
  s[7] = 0;
  int m = snprintf(buf, sizeof buf, "<%s>", s);
  assert(m >= 2 && m <= 9);
  return 0;
}
