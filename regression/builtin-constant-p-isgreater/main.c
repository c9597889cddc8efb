#include <assert.h>
#include <math.h>

int main(void)
{
  int x = 3;
  int calls = 0;
  // constants (after folding) and string literals are constant; variables are not
  assert(__builtin_constant_p(3 * 4 + 1) == 1);
  assert(__builtin_constant_p("lit") == 1);
  assert(__builtin_constant_p(x) == 0);
  // the operand is not evaluated
  assert(__builtin_constant_p(calls++) == 0);
  assert(calls == 0);
  // <math.h>'s quiet comparisons: false when an operand is NaN
  double n = NAN;
  long double big = 1e300L * 1e10L;
  assert(isgreater(2.0, 1.0) && !isgreater(n, 1.0) && !isless(n, 1.0));
  assert(isgreaterequal(1.0f, 1.0) && islessequal(-0.0, 0.0));
  assert(islessgreater(1.0, 2.0) && !islessgreater(n, n));
  assert(isunordered(n, 1.0) && !isunordered(1.0, 2.0));
  // long double operands are compared as long double (1e310 does not fit a double)
  assert(isgreater(big, 1e308));
  return 0;
}
