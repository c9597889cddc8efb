#include <stdlib.h>

int main(void)
{
  int *p = malloc(sizeof(int));
  __CPROVER_assert(*p == 0, "malloc does not zero"); //@A
  free(p);
  return 0;
}
