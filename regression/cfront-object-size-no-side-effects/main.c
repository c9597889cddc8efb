/* __builtin_object_size looks at its argument's type only: GCC never evaluates its side
   effects (the call and the increment below must not happen). */
#include <assert.h>
#include <stddef.h>

int calls;
char *next(char *p)
{
  calls++;
  return p + 1;
}

int main(void)
{
  char buf[8];
  char *p = buf;
  size_t a = __builtin_object_size(next(p), 0);
  size_t b = __builtin_object_size(p++, 2);
  assert(calls == 0);
  assert(p == buf);
  assert(a == (size_t)-1 || a == 7);
  assert(b == 0 || b == 8);
  return 0;
}
