#include <stdlib.h>

int main(void)
{
  int x = 42;
  int **hp = malloc(sizeof(int *));
  *hp = &x;
  **hp = 0;
  __CPROVER_assert(x == 42, "x was overwritten through the heap"); //@A
  return 0;
}
