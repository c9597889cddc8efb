// sizeof and _Alignof never evaluate their operand, except a variable-length array type,
// whose size expression is evaluated (C11 6.5.3.4p2); typeof does not evaluate either.
#include <assert.h>

int calls;
int f(void)
{
  calls++;
  return 1;
}

int main(void)
{
  int i = 0;
  int a[4];
  assert(sizeof(i++) == sizeof(int));
  assert(sizeof(a[i++]) == sizeof(int));
  assert(sizeof(f()) == sizeof(int));
  assert(_Alignof(i = 5) == _Alignof(int));
  typeof(i++) j = 3;
  assert(i == 0 && calls == 0 && j == 3);
  int n = 2;
  assert(sizeof(int[n++]) == 2 * sizeof(int)); // the VLA size is evaluated
  assert(n == 3);
  return 0;
}
