#include <assert.h>
#include <math.h>
double nondet_double(void);

int main(void)
{
  double x = nondet_double();
  __CPROVER_assume(x >= 0.0 && x <= 1.0);
  double e = exp(x);
  assert(e >= 1.0);
  double s = sin(x);
  assert(s >= -1.0 && s <= 1.0);
  double r = sqrt(x);
  assert(r >= x);
  double p = pow(x, 2.0);
  assert(p >= 0.0);
  return 0;
}
