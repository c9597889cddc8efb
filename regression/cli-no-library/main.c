#include <stdlib.h>
int main()
{
  int *p = malloc(sizeof(int));
  __CPROVER_assert(p == 0 || p != 0, "trivially true");
  return 0;
}
