#include <stdlib.h>

int main(void)
{
  int *p = calloc(3, sizeof(int));
  __CPROVER_assert(p[0] == 0 && p[2] == 0, "calloc zeroes"); //@A
  free(p);
  return 0;
}
