#include <assert.h>
#include <stdlib.h>
#include <string.h>

int main(void)
{
  unsigned char *h = malloc(6);
  if(!h)
    return 0;
  unsigned int src = 0x01020304u;
  memcpy(h + 1, &src, 4);
  assert(h[1] == 4 && h[4] == 1);
  unsigned char back[2];
  memcpy(back, h + 2, 2);
  assert(back[0] == 3 && back[1] == 2);
  assert(h[2] != 3);
  free(h);
  return 0;
}
