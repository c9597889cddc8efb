#include <assert.h>

int main()
{
  int x;
  if(x > 0)
    x = x - 1;
  assert(x <= 0);
  return 0;
}
