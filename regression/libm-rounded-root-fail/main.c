#include <assert.h>
#include <math.h>

int main(void)
{
  double r = sqrt(2.0);
  /* 2.0000000000000004: the product of the rounded roots is not 2 */
  assert(r * r == 2.0);
  return 0;
}
