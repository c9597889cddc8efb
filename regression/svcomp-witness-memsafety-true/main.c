#include <stdlib.h>
int main(void) {
  int *a = malloc(2 * sizeof(int));
  a[1] = 2;
  int r = a[1];
  free(a);
  return r;
}
