#include <assert.h>
#include <math.h>

int main(void)
{
  double e = exp(1.0);
  assert(e > 2.7182818284590 && e < 2.7182818284591);
  assert(pow(2.0, 10.0) == 1024.0);
  assert(pow(-3.0, 3.0) == -27.0);
  assert(pow(10.0, -2.0) > 0.0099999999 && pow(10.0, -2.0) < 0.0100000001);
  assert(sqrt(2.0) == 1.4142135623730951);
  assert(sqrtf(2.0f) == 1.41421354f);
  assert(exp2(5.0) == 32.0);
  assert(log2(8.0) == 3.0);
  assert(fmod(7.5, 2.0) == 1.5);
  assert(fmodf(-7.5f, 2.0f) == -1.5f);
  double s = sin(M_PI / 6);
  assert(s > 0.4999999999 && s < 0.5000000001);
  double a = atan2(1.0, 1.0);
  assert(a > 0.7853981633 && a < 0.7853981634);
  assert(cbrt(27.0) > 2.9999999999 && cbrt(27.0) < 3.0000000001);
  assert(hypot(3.0, 4.0) > 4.9999999999 && hypot(3.0, 4.0) < 5.0000000001);
  float lf = logf(10.0f);
  assert(lf > 2.3025f && lf < 2.3026f);
  long double ll = log10l(1000.0L);
  assert(ll > 2.9999999999L && ll < 3.0000000001L);
  assert(tanh(1.0) > 0.7615941559 && tanh(1.0) < 0.7615941560);
  assert(expm1(1e-10) > 1.00000000004e-10 && expm1(1e-10) < 1.00000000006e-10);
  return 0;
}
