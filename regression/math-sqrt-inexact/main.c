/* The rounded root does not always square back: sqrtf(2)^2 != 2 (and for m = 3, 6, 7, …).
   The trace's m must be one of them. */
#include <assert.h>
#include <math.h>

int nondet_int(void);

int main(void)
{
  int m = nondet_int();
  __CPROVER_assume(m >= 1 && m <= 8);
  float r = sqrtf((float)m);
  assert(r * r == (float)m);
  return 0;
}
