#include <assert.h>
#include <math.h>
double nondet_double(void);
float nondet_float(void);
long double nondet_long_double(void);

/* Results of exp, log and their kin on symbolic arguments are bracketed within about
   2e-5 of the true value: bounds a little outside the range over the domain hold. */
int main(void)
{
  double x = nondet_double();
  __CPROVER_assume(x > 0.5 && x < 0.75);
  double e = exp(x); /* e^0.5 = 1.648721, e^0.75 = 2.117000 */
  assert(e > 1.6487 && e < 2.1171);

  float y = nondet_float();
  __CPROVER_assume(y >= 10.0f && y <= 1000.0f);
  float l = log10f(y);
  assert(l >= 0.9999f && l <= 3.0001f);

  long double z = nondet_long_double();
  __CPROVER_assume(z > 1.0L && z < 4.0L);
  long double l2 = log2l(z); /* exact at powers of two: at least the exponent */
  assert(l2 >= (z >= 2 ? 1 : 0) && l2 < 2.00002L);
  return 0;
}
