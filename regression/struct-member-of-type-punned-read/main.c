#include <assert.h>
struct P { short lo; short hi; };
int main(void)
{
  int x = 0x12345678;
  struct P p = *(struct P *)&x;
  short h = ((struct P *)&x)->hi;
  assert(p.lo == 0x5678 && p.hi == 0x1234);
  assert(h == 0x1234);
  assert(h == 0x5678); /* fails */
  return 0;
}
