#include <assert.h>
struct S
{
  char c;
  double d;
  long long l;
};
int main(void)
{
  assert(sizeof(long) == 4 && sizeof(void *) == 4 && sizeof(long long) == 8);
  assert(sizeof(long double) == 12);
  assert(sizeof(struct S) == 20);
  assert(__builtin_offsetof(struct S, d) == 4);
  return 0;
}
