#include "twice.h"

int main(void)
{
  int x;
  __CPROVER_assume(x > -1000 && x < 1000);
  __CPROVER_assert(twice(x) + twice(x) == four_times(x), "same function in both units");
  return 0;
}
