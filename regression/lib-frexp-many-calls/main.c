#include <math.h>
#include <assert.h>
int main(void)
{
  /* frexp, ilogb and logb took the address of a local (frexp's exponent): an object per
     call, and the 256 objects of the default pointer encoding ran out */
  for(int i = 0; i < 300; i++)
  {
    double x = i + 1.5;
    int e = ilogb(x);
    assert(logb(x) == e);
    assert(ldexp(0.5, e + 1) <= x && x < ldexp(1.0, e + 1));
  }
  return 0;
}
