#include <assert.h>
int main(void)
{
  unsigned char u = 255;
  u++;
  assert(u == 0);
  unsigned char v = 0;
  v--;
  assert(v == 255);
  unsigned char w = 250;
  w += 10;
  assert(w == 4);
  return 0;
}
