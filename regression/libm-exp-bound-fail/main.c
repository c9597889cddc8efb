#include <assert.h>
#include <math.h>

int main(void)
{
  /* e = 2.718281828459045...: the bound is just too low */
  assert(exp(1.0) < 2.71828182845904);
  return 0;
}
