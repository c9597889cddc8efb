#include <assert.h>
#include <math.h>
double nondet_double(void);

/* Bounds that the true values cross near the end of the domain fail. */
int main(void)
{
  double x = nondet_double();
  __CPROVER_assume(x > 0.5 && x < 0.75);
  double e = exp(x);
  assert(e < 2.1169);   /* e^0.74999 = 2.116979 */
  double p = pow(x + 1, 2.5);
  assert(p < 4.05);     /* 1.7499^2.5 = 4.050772 */
  double l = log(x);
  assert(l < -0.2877);  /* log(0.74999) = -0.287695 */
  return 0;
}
