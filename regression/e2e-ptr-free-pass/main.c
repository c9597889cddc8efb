#include <stdlib.h>

int main(void)
{
  int *p = malloc(2 * sizeof(int));
  if(p == NULL)
    return 1;
  p[0] = 1;
  p[1] = 2;
  int s = p[0] + p[1];
  free(p);
  free(NULL);
  __CPROVER_assert(s == 3, "sum"); //@A
  return 0;
}
