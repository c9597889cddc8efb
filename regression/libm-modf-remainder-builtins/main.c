#include <assert.h>
#include <math.h>
#include <float.h>
#undef isnan
#undef isinf
int isnan(double);
int isinf(double);

int main(void)
{
  double ip;
  double fr = modf(-3.75, &ip);
  assert(ip == -3.0 && fr == -0.75);
  float ipf;
  assert(modff(2.5f, &ipf) == 0.5f && ipf == 2.0f);
  assert(remainder(7.0, 2.0) == -1.0);
  assert(remainder(5.0, 2.0) == 1.0);
  assert(remainder(-7.5, 2.0) == 0.5);
  assert(remainderf(10.0f, 3.0f) == 1.0f);
  assert(isnan(NAN) && !isnan(1.0));
  assert(isinf(-INFINITY));
  assert(__builtin_isnanf(NAN) && __builtin_isinff(INFINITY) && __builtin_isinfl(-INFINITY));
  assert(FLT_ROUNDS == 1);
  assert(__builtin_powi(2.0, 10) == 1024.0);
  assert(__builtin_powif(2.0f, -1) == 0.5f);
  return 0;
}
