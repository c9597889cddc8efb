#include <assert.h>

int main(void)
{
  int x;
  __CPROVER_assert(x != 1, "");
  if(x > 5)
    assert(x > 3);
  __CPROVER_assert(x != 2, "x is not two");
  return 0;
}
