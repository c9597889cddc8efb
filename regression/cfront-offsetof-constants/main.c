#include <assert.h>
#include <stddef.h>
struct S
{
  char c;
  long l;
  int arr[3];
};
enum
{
  OFF_L = offsetof(struct S, l),
  OFF_A1 = (long)&((struct S *)0)->arr[1]
};
int main(void)
{
  char buf[OFF_A1];
  assert(OFF_L == sizeof(long));
  assert(OFF_A1 == sizeof(long) * 2 + sizeof(int));
  assert(sizeof(buf) == OFF_A1);
  return 0;
}
