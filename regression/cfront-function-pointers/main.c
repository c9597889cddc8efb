#include <assert.h>
int add(int a, int b) { return a + b; }
int sub(int a, int b) { return a - b; }
int apply(int (*f)(int, int), int a, int b) { return f(a, b); }
int main(void)
{
  int (*ops[2])(int, int) = {add, sub};
  assert(apply(add, 2, 3) == 5);
  assert(ops[1](7, 2) == 5);
  int (*g)(int, int) = &sub;
  assert((*g)(1, 1) == 0);
  return 0;
}
