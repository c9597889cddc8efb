#include <stdlib.h>

int main(void)
{
  int *p = malloc(2 * sizeof(int));
  if(!p)
    return 0;
  p[1] = 7;
  int *q = realloc(p, 4 * sizeof(int));
  if(!q)
  {
    free(p);
    return 0;
  }
  __CPROVER_assert(q[1] == 7, "realloc keeps the contents");
  __CPROVER_assert(__CPROVER_OBJECT_SIZE(q) == 4 * sizeof(int), "user primitive");
  free(q);
  return 0;
}
