#include <assert.h>
int main(void)
{
  assert(sizeof(char) == 1 && sizeof(short) == 2 && sizeof(int) == 4);
  assert(sizeof(long) == 8 && sizeof(long long) == 8 && sizeof(void *) == 8);
  assert(sizeof(float) == 4 && sizeof(double) == 8 && sizeof(long double) == 16);
  assert(_Alignof(double) == 8 && _Alignof(long long) == 8);
  assert(sizeof(__int128) == 16);
  long double d = 1.5L;
  assert(sizeof(d + 1) == 16);
  return 0;
}
