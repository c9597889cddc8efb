#include <assert.h>
int main(void)
{
  unsigned char a = 200, b = 100;
  int c = a + b;
  assert(c == 300);
  unsigned char d = a + b;
  assert(d == 44);
  assert(-1 < 0u ? 0 : 1);
  assert((long long)-1 < 1u);
  unsigned short us = 65535;
  assert(sizeof(a + b) == sizeof(int));
  assert(sizeof('a') == sizeof(int));
  _Bool t = 5;
  assert(t == 1);
  char ch = (char)200;
  assert(ch < 0);
  return 0;
}
