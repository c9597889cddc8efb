#include <assert.h>
#include <math.h>

int main(void)
{
  assert(isnan(pow(-8.0, 1.0 / 3)));
  assert(pow(0.0, -1.0) == INFINITY);
  assert(pow(-0.0, -1.0) == -INFINITY);
  assert(pow(-0.0, -2.0) == INFINITY);
  assert(pow(-INFINITY, 3.0) == -INFINITY);
  assert(pow(-INFINITY, -3.0) == 0.0 && signbit(pow(-INFINITY, -3.0)));
  assert(pow(-1.0, INFINITY) == 1.0);
  assert(pow(0.5, -INFINITY) == INFINITY);
  assert(pow(2.0, -INFINITY) == 0.0);
  assert(pow(NAN, 0.0) == 1.0);
  assert(pow(1.0, NAN) == 1.0);
  assert(fmod(5.0, INFINITY) == 5.0);
  assert(isnan(fmod(INFINITY, 2.0)));
  assert(hypot(INFINITY, NAN) == INFINITY);
  assert(atanh(1.0) == INFINITY);
  assert(expm1(-INFINITY) == -1.0);
  assert(log1p(-1.0) == -INFINITY);
  assert(cosh(-INFINITY) == INFINITY);
  assert(tanh(-INFINITY) == -1.0);
  assert(isnan(acosh(0.5)));
  assert(signbit(cbrt(-0.0)));
  assert(exp(-INFINITY) == 0.0);
  assert(log(0.0) == -INFINITY);
  return 0;
}
