#include <assert.h>
int main(void)
{
  __auto_type a = 5L;
  __auto_type p = "str";
  int arr[3] = {1, 2, 3};
  __auto_type q = arr;
  assert(sizeof(a) == sizeof(long));
  assert(sizeof(p) == sizeof(char *));
  assert(q[1] == 2);
  return 0;
}
