#include <assert.h>
#include <stdint.h>

int main(void)
{
  int arr[4] = {10, 20, 30, 40};
  uintptr_t base = (uintptr_t)arr;
  int *second = (int *)(base + sizeof(int));
  assert(*second == 20);
  *(int *)(base + 3 * sizeof(int)) = 44;
  assert(arr[3] == 44);
  long off = (long)&arr[2] - (long)&arr[0];
  assert(off == 2 * (long)sizeof(int));
  assert(*(int *)(base + off) == 31);
  return 0;
}
