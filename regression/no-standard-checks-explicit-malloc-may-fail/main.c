#include <stdlib.h>

int main(void)
{
  int *p = malloc(sizeof(int));
  __CPROVER_assert(p != 0, "malloc may fail");
  int n;
  for(int i = 0; i < n; i++)
    ;
  return 0;
}
