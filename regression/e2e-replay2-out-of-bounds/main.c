#include <stdlib.h>

int main()
{
  int y[2] = {1, 2};
  int i;
  __CPROVER_assume(i == 2 || i == -1);
  int x = y[i];
  __CPROVER_assert(x != 5, "an out-of-bounds read is unconstrained");
  y[i] = 3;
  __CPROVER_assert(y[0] == 1 && y[1] == 2, "an out-of-bounds write changes nothing");
  int *p = malloc(1);
  *p = 258;
  __CPROVER_assert(*p != 770, "the byte inside keeps the write");
  return 0;
}
