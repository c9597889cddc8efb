#include <assert.h>
#define MAX(a, b) ({ __typeof__(a) _a = (a); __typeof__(b) _b = (b); _a > _b ? _a : _b; })
int main(void)
{
  int x = 3, y = 7;
  int m = MAX(x++, y);
  assert(m == 7 && x == 4);
  int z = ({ int t = 2; t * t; });
  assert(z == 4);
  return 0;
}
