#include <assert.h>

int main()
{
  int *p = 0;
  int x;
  if(x > 0)
  {
    *p = x;     // dereference failure: pointer NULL (writes symex's failed object)
    int y = *p; // reads the value written above
    x = y + 1;
  }
  assert(x <= 1);
  return 0;
}
