#include <assert.h>
#include <stdint.h>

int main(void)
{
  int x = 1;
  int *p = (int *)(uintptr_t)&x;
  *p = 5;
  assert(x == 5);
  int *q = (int *)(long)&x;
  *q = 7;
  assert(x == 7 && *p == 7);
  uintptr_t saved = (uintptr_t)p;
  x = 9;
  assert(*(int *)saved == 9);
  assert(*(int *)saved == 7);
  return 0;
}
