#include <assert.h>
#include <fenv.h>
#include <math.h>

int main(void)
{
  assert(fegetround() == FE_TONEAREST);
  assert(rint(2.5) == 2.0);
  assert(fesetround(FE_UPWARD) == 0);
  assert(fegetround() == FE_UPWARD);
  assert(rint(2.1) == 3.0);
  // floor does not depend on the rounding mode
  assert(floor(2.9) == 2.0);
  assert(fesetround(FE_DOWNWARD) == 0);
  // rint rounds down now: 2.9 becomes 2, not 3
  assert(rint(2.9) == 3.0);
  return 0;
}
