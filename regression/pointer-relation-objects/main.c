#include <stdlib.h>

int main()
{
  int *p1 = malloc(sizeof(int));
  int *p2 = malloc(sizeof(int));
  __CPROVER_assert(p1 < p1 + 1, "within one object: by offset");
  __CPROVER_assert(!(p1 < p2) && !(p1 > p2), "different objects: no relation");
  return 0;
}
