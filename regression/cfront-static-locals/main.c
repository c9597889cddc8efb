#include <assert.h>
int counter(void)
{
  static int n;
  static int start = 10;
  return start + n++;
}
int main(void)
{
  assert(counter() == 10);
  assert(counter() == 11);
  assert(counter() == 12);
  return 0;
}
