#include <stdlib.h>

int main(void)
{
  char *a = malloc(4);
  char *b = malloc(4);
  if(!a || !b)
    return 0;
  free(a);
  free(b);
  free(a); /* double free of the first object, after another free */
  return 0;
}
