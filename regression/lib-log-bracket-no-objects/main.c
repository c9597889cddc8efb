#include <assert.h>
#include <math.h>
int main(void)
{
  /* log, exp, pow and cbrt bracketed their results through the addresses of two or four
     locals: objects of their own in every call. With 16 objects (--object-bits 4) ten
     calls of log ran out. */
  for(int i = 1; i <= 10; i++)
  {
    double x = i;
    double y = log(x);
    assert(y >= 0 && y < 2.31);
  }
  float z = cbrtf(27.0f);
  assert(z > 2.99f && z < 3.01f);
  return 0;
}
