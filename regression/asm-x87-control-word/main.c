#include <assert.h>
#include <fenv.h>

int main(void)
{
  unsigned short cw;
  fesetround(FE_UPWARD);
  __asm__("fnstcw %0" : "=m"(cw));
  // bits 10 and 11: 2 is upward in the x87 encoding CBMC uses for its rounding mode
  assert(((cw >> 10) & 3) == 2);
  unsigned short tz = 3 << 10;
  __asm__ __volatile__("fldcw %0" : : "m"(tz));
  assert(fegetround() == FE_TOWARDZERO);
  return 0;
}
