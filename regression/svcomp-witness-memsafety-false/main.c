#include <stdlib.h>
int main(void) {
  int *a = malloc(2 * sizeof(int));
  a[0] = 1;
  free(a);
  return a[0];
}
