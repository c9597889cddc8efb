#include <alloca.h>
#include <stdlib.h>

int main(void)
{
  int *p = alloca(2 * sizeof(int));
  p[0] = 1;
  p[1] = 2;
  __CPROVER_assert(p[0] + p[1] == 3, "alloca memory is usable");
  free(p);
  return 0;
}
