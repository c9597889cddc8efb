#include <assert.h>

int f(int n)
{
  return n < 1 ? 1 : f(n - 1) + f(n - 1);
}

int main(void)
{
  int r = f(3);
  assert(r == 8);
  assert(r != 8);
  return 0;
}
