#include <assert.h>
#include <string.h>

int main(void)
{
  char buf[8];
  memset(buf + 3, 7, 2);
  assert(buf[3] == 7 && buf[4] == 7);
  int arr[4];
  memset(arr + 1, 0, 2 * sizeof(int));
  assert(arr[1] == 0 && arr[2] == 0);
  assert(buf[4] != 7);
  return 0;
}
