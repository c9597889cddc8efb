#include <stdlib.h>

int main(void)
{
  char *p = malloc(4);
  free(p);
  free(p); //@A
  return 0;
}
