#include <assert.h>
#include <math.h>

int main(void)
{
  float p = powf(3.0f, 4.0f);
  assert(p == 81.0f);
  float c = cosf(0.5f);
  assert(c > 0.87758f && c < 0.87759f);
  long double q = powl(2.0L, 0.5L);
  assert(q > 1.41421356237L && q < 1.41421356238L);
  long double h = sinhl(1.0L);
  assert(h > 1.17520119364L && h < 1.17520119365L);
  float a = acosf(-1.0f);
  assert(a > 3.14159f && a < 3.1416f);
  double r = __builtin_powi(1.5, 3);
  assert(r == 3.375);
  return 0;
}
