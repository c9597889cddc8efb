/* A block still pointed to by a global at the end is not lost (valid-memtrack holds),
   and rbmc's leak check cannot tell it from a lost one: no verdict. Here the global is
   an integer holding the address (a pointer converted to an integer). */
#include <stdint.h>
#include <stdlib.h>
uintptr_t keep;
int main(void) {
  int *p = malloc(sizeof(int));
  keep = (uintptr_t)p;
  p = 0;
  return 0;
}
