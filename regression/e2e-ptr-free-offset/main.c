#include <stdlib.h>

int main(void)
{
  char *p = malloc(8);
  free(p + 1); //@A
  return 0;
}
