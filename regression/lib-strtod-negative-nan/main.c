#include <assert.h>
#include <math.h>
#include <stdlib.h>

int main(void)
{
  // a NaN's sign is the sign of its text
  double a = strtod("-nan", 0);
  assert(isnan(a) && signbit(a));
  double b = strtod("nan", 0);
  assert(isnan(b) && !signbit(b));
  float c = strtof("-NAN(1)", 0);
  assert(isnan(c) && signbit(c));
  long double d = strtold("-nan", 0);
  assert(isnan(d) && signbit(d));
  return 0;
}
