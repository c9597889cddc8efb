#include <stdlib.h>

struct point
{
  int x, y;
};

int main(void)
{
  struct point *pt = malloc(sizeof(struct point));
  pt->y = 2;
  __CPROVER_assert(pt->y == 2, "stored"); //@A
  return 0;
}
