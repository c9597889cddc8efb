#include <assert.h>
#include <stdlib.h>

int main()
{
  int **s = malloc(sizeof(int *));
  // overwrite the lowest byte of the pointer s: the replay needs the object numbers of
  // the solver's pointer encoding (object number in the top 8 bits, offset below)
  *((char *)&s) = 1;
  unsigned long v = (unsigned long)s;
  assert((v >> 56) == 0 || (v & 0xff) != 1);

  int a[4], b[2];
  long d = &a[1] - &b[0]; // pointers to different objects
  return 0;
}
