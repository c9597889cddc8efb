#include <assert.h>
#include <errno.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

char nondet_char(void);

int main(void)
{
  char *end;
  const char *s;
  assert(atof("2.5") == 2.5);
  assert(atof("  -0.5") == -0.5);
  s = " -0.5"; assert(strtod(s, &end) == -0.5 && end == s + 5);
  s = "1e"; assert(strtod(s, &end) == 1.0 && end == s + 1);
  s = "1.5x"; assert(strtod(s, &end) == 1.5 && end == s + 3);
  s = "."; assert(strtod(s, &end) == 0.0 && end == s);
  s = "abc"; assert(strtod(s, &end) == 0.0 && end == s);
  s = "1."; assert(strtod(s, &end) == 1.0 && end == s + 2);
  s = ".25e+2z"; assert(strtod(s, &end) == 25.0 && end == s + 6);
  s = "1e-2"; assert(strtod(s, &end) == 0.01 && end == s + 4);
  s = "0.1"; assert(strtod(s, &end) == 0.1 && end == s + 3);
  s = "123456789012345678"; assert(strtod(s, &end) >= 123456789012345678.0 && end == s + 18);
  s = "-0"; double z = strtod(s, &end); assert(z == 0 && signbit(z) && end == s + 2);
  s = "INF"; assert(isinf(strtod(s, &end)) && end == s + 3);
  s = "-Infinity!"; assert(strtod(s, &end) == -INFINITY && end == s + 9);
  s = "infinit"; assert(isinf(strtod(s, &end)) && end == s + 3);
  s = "nan(abc_1)x"; assert(isnan(strtod(s, &end)) && end == s + 10);
  s = "nan(abc"; assert(isnan(strtod(s, &end)) && end == s + 3);
  s = "0x1.8p1"; double h = strtod(s, &end); assert(end == s + 7);
  s = "0xg"; assert(strtod(s, &end) == 0.0 && end == s + 1);
  s = "0x1p"; strtod(s, &end); assert(end == s + 3);
  s = "+.e5"; assert(strtod(s, &end) == 0.0 && end == s);
  s = "3.14159"; assert(strtof(s, &end) == 3.14159f && end == s + 7);
  s = "1e10"; assert(strtof(s, &end) == 1e10f);
  s = "7.25"; assert(strtold(s, &end) == 7.25L && end == s + 4);
  s = "0.3"; assert(strtold(s, 0) == 0.3L);
  assert(atof("9007199254740993") >= 9007199254740992.0);
  // a symbolic character: "1c" is 1 or 10..19, read with --unwind 3
  char t[3] = {'1', nondet_char(), 0};
  double v = strtod(t, &end);
  assert(v == 1.0 || (v >= 10.0 && v <= 19.0));
  assert(end == t + 1 || end == t + 2);
  assert(v != 15.0); // fails: "15"
  return 0;
}
