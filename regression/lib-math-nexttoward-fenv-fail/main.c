#include <assert.h>
#include <fenv.h>
#include <math.h>

int main(void)
{
  fenv_t env;
  fesetround(FE_UPWARD);
  fegetenv(&env);
  fesetround(FE_TONEAREST);
  fesetenv(&env);
  /* the saved environment rounds upward */
  assert(fegetround() == FE_TONEAREST);
  fesetround(FE_TONEAREST);
  /* 1 + 2^-60 is no double: the direction still comes from the long double */
  assert(nexttoward(1.0, 1.0L + 0x1p-60L) == 1.0);
  /* the step from zero toward -1 is negative */
  assert(nextafterl(0.0L, -1.0L) > 0);
  fexcept_t flags;
  fegetexceptflag(&flags, FE_ALL_EXCEPT);
  /* only flags asked for are saved */
  assert((flags & ~FE_ALL_EXCEPT) == 0);
  return 0;
}
