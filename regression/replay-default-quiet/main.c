#include <assert.h>

int main()
{
  int *p = 0;
  int x;
  if(x > 0)
  {
    int y = *p;
    x = y;
  }
  assert(x <= 0);
  return 0;
}
