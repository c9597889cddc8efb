#include <assert.h>
#include <fenv.h>
#include <math.h>

double nondet_double(void);

static int same(double a, double b)
{
  return a == b && signbit(a) == signbit(b);
}
static int samef(float a, float b)
{
  return a == b && signbit(a) == signbit(b);
}

int main(void)
{
  // glibc's values (sign of a zero included) for constants: fmod has the sign of x,
  // remainder may be negative for positive x, y's sign never matters
  assert(same(fmod(-0x1p+2, 0x1p+1), -0x0p+0));
  assert(same(fmod(0x1p+2, -0x1p+1), 0x0p+0));
  assert(same(fmod(-0x1p+2, -0x1p+1), -0x0p+0));
  assert(same(remainder(0x1.4p+2, 0x1.8p+1), -0x1p+0));
  assert(same(remainder(-0x1.4p+2, 0x1.8p+1), 0x1p+0));
  assert(same(remainder(0x1.4p+2, -0x1.8p+1), -0x1p+0));
  assert(same(remainder(-0x1p+2, 0x1p+1), -0x0p+0));
  assert(same(remainder(0x1p+2, -0x1p+1), 0x0p+0));
  assert(same(remainder(-0x0p+0, 0x1p+0), -0x0p+0));
  assert(same(fmod(-0x0p+0, 0x1.8p+1), -0x0p+0));
  assert(same(fmod(0x1p+0, -0x1.8p+1), 0x1p+0));
  assert(same(fmod(-0x1p+0, 0x1.8p+1), -0x1p+0));
  assert(same(remainder(0x1p+1, -0x1.8p+1), -0x1p+0));
  assert(same(remainder(-0x1p+1, -0x1.8p+1), 0x1p+0));
  assert(samef(fmodf(-0x1.ep+2f, 0x1p+1f), -0x1.8p+0f));
  assert(samef(remainderf(0x1.ep+2f, -0x1p+1f), -0x1p-1f));
  assert(samef(remainderf(-0x1.8p+1f, 0x1p+1f), 0x1p+0f));
  assert(same(remainder(0x1.8p+1, 0x1p+1), -0x1p+0));
  assert(same(remainder(0x1.4p+2, 0x1p+1), 0x1p+0));
  assert(same(remainder(-0x1.ep+2, 0x1p+1), 0x1p-1));
  assert(same(fmod(0x1.8p+1023, 0x1.8p+1), 0x0p+0));
  assert(same(remainder(0x1.8p+1023, 0x1.8p+1023), 0x0p+0));
  assert(same(remainder(-0x1.7e43c8800759cp+996, 0x1.8p+1023), -0x1.7e43c8800759cp+996));
  assert(same(fmod(0x0.0000000000001p-1022, -0x1p+0), 0x0.0000000000001p-1022));
  assert(same(remainder(0x1.8p+0, 0x1p+0), -0x1p-1));
  assert(same(remainder(0x1p-1, 0x1p+0), 0x1p-1));
  assert(same(remainder(-0x1.8p+0, -0x1p+0), 0x1p-1));
  assert(same(fmod(-0x1.8p+0, 0x1p-1), -0x0p+0));
  // symbolic arguments
  double x = nondet_double();
  double r = fmod(x, 2.0);
  if(r == 0)
    assert(signbit(r) == signbit(x));
  if(x > 0 && x < 10)
  {
    assert(r >= 0 && r < 2.0);
    double q = remainder(x, -3.0);
    assert(q >= -1.5 && q <= 1.5);
    if(x > 4.5 && x < 6)
      assert(q < 0); // remainder(5, 3) is -1
    if(x < 3)
      assert(fmod(x, -3.0) == x);
    assert(q != -1.0); // fails: x = 5
  }
  // a zero remainder keeps the sign of x in every rounding mode
  fesetround(FE_DOWNWARD);
  assert(same(remainder(2.0, 2.0), 0.0));
  assert(same(remainder(-2.0, -2.0), -0.0));
  assert(same(remainder(3.0, 2.0), -1.0));
  assert(same(remainder(-0x1.8p1023, 0x1.8p1023), -0.0));
  fesetround(FE_TOWARDZERO);
  assert(same(remainder(0x1.8p1023, 0x1.4p1023), 0x1p1021));
  return 0;
}
