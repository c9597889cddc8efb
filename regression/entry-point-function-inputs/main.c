#include <assert.h>

int scale(int a, unsigned char b)
{
  int r = a * b;
  assert(r != 300);
  return r;
}
