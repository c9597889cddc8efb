/* Header declarations such as stdin, stdout, stderr (stdio.h) and tzname (time.h) are
   statics the program never stores into: a block lost at the end of main is a
   valid-memtrack violation all the same. A counter the program writes cannot hold a
   pointer either (no pointer is converted to an integer), also under --32. */
#include <stdio.h>
#include <stdlib.h>
#include <time.h>
int counter;
int main(void) {
  int *p = malloc(sizeof(int));
  counter++;
  printf("%d\n", counter);
  p = 0;
  return p != 0;
}
