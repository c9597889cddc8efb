#include <stdlib.h>
int main(void)
{
  int a[4], b[4];
  __CPROVER_array_copy(b, a);
  __CPROVER_assert(__CPROVER_array_equal(a, b), "copies are equal");
  b[2]++;
  __CPROVER_assert(!__CPROVER_array_equal(a, b), "a changed copy differs");
  char c[4];
  __CPROVER_assert(!__CPROVER_array_equal(a, c), "different types differ");
  int x[4], y[4];
  __CPROVER_assert(__CPROVER_array_equal(x, y), "two nondet arrays may differ");
  return 0;
}
