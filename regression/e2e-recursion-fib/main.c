#include <assert.h>

int fib(int n)
{
  return n < 2 ? n : fib(n - 1) + fib(n - 2);
}

int main(void)
{
  assert(fib(6) == 8);
  int x = fib(5);
  assert(x != 5);
  return 0;
}
