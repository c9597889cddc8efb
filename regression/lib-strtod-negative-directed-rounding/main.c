#include <assert.h>
#include <fenv.h>
#include <stdlib.h>

int main(void)
{
  fesetround(FE_UPWARD);
  // towards +infinity, a negative number's magnitude rounds down
  assert(strtod("-0.1", 0) == -0x1.9999999999999p-4);
  assert(strtod("0.1", 0) == 0x1.999999999999ap-4);
  assert(strtof("-0.1", 0) == -0x1.999998p-4f);
  double big = strtod("-9007199254740993", 0);
  assert(big <= -9007199254740992.0);
  fesetround(FE_DOWNWARD);
  assert(strtod("-0.1", 0) == -0x1.999999999999ap-4);
  assert(strtold("-0.1", 0) < 0);
  // glibc's value of big: the model leaves it to the bound above
  assert(big != -9007199254740992.0);
  return 0;
}
