#include <string.h>

int main(void)
{
  int a[4];
  int b[4] = {1, 2, 3, 4};
  memset(a, 0, sizeof(a));
  __CPROVER_assert(a[0] == 0 && a[3] == 0, "memset"); //@A
  memcpy(a, b, 3 * sizeof(int));
  __CPROVER_assert(a[2] == 3 && a[3] == 0, "memcpy"); //@B
  return 0;
}
