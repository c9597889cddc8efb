#include <assert.h>
#include <math.h>
int main(void) {
  double x;
  __CPROVER_assume(x > 0 && x < 1e6);
  double r = sqrt(x);
  assert(r > 0);
  assert(sqrt(4.0) >= 1.0 && sqrt(4.0) <= 4.0);
  assert(exp(0.0) == 1.0);
  assert(exp(x) >= 1.0);
  assert(log(1.0) == 0.0);
  assert(isnan(log(-1.0)));
  assert(sin(x) <= 1.0 && sin(x) >= -1.0);
  assert(cos(0.0) == 1.0);
  assert(pow(x, 0.0) == 1.0);
  float f;
  __CPROVER_assume(f > 1.0f && f < 100.0f);
  assert(logf(f) > 0.0f);
  assert(isnan(acos(2.0)));
  assert(atan2(1.0, 1.0) <= 3.1416);
  return 0;
}
