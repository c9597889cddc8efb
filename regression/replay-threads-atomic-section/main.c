#include <assert.h>

int x, y;

void writer(void)
{
  __CPROVER_atomic_begin();
  x = 1;
  y = 1;
  __CPROVER_atomic_end();
}

int main(void)
{
__CPROVER_ASYNC_1:
  writer();
  int a = y;
  int b = x;
  assert(a <= b); /* holds: the section writes both at once */
  assert(a == 0); /* fails: the reads may come after the section */
  return 0;
}
