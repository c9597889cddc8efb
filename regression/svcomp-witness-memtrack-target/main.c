#include <stdlib.h>
int main(void) {
  char *buf = malloc(8);
  buf[0] = 'x';
  buf = NULL;
  return 0;
}
