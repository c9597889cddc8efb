#include <math.h>

int main(void)
{
  double d;
  // fails for NaN (and for d <= 0)
  __CPROVER_assert(isgreater(d, 0.0) || d <= 0.0, "ordered");
  return 0;
}
