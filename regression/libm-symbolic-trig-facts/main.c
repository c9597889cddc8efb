#include <assert.h>
#include <math.h>
double nondet_double(void);
float nondet_float(void);
long double nondet_long_double(void);

/* Facts of sin, cos, tanh and atan on symbolic arguments (true of every faithful C
   library): signs, |sin x| <= |x|, lower bounds from concavity, cos x >= 1 - x^2/2. */
int main(void)
{
  double x = nondet_double();
  __CPROVER_assume(x > 1e-10 && x < 0.5);
  double s = sin(x);
  assert(s > 0 && s <= x);
  double c = cos(x); /* cos 0.5 = 0.877583 */
  assert(c > 0.87 && c <= 1);
  float y = nondet_float();
  __CPROVER_assume(y > -1.0f && y < -1e-6f);
  float t = tanhf(y); /* tanh(-1) = -0.761594 */
  assert(t < 0 && t > y * 1.00001f && t <= y * 0.76f);
  long double z = nondet_long_double();
  __CPROVER_assume(z > 0.25L && z <= 1.0L);
  long double a = atanl(z); /* atan 0.25 = 0.244979 */
  assert(a > 0.19L && a <= z);
  return 0;
}
