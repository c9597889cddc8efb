#include <stdlib.h>

int main(void)
{
  int x = 6;
  int **hp = malloc(sizeof(int *));
  *hp = &x;
  __CPROVER_assert(**hp == 6, "pointer kept in the heap"); //@A
  free(hp);
  return 0;
}
