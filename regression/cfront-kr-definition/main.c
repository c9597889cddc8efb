#include <assert.h>
int mul(a, b)
  int a;
  short b;
{
  return a * b;
}
int noproto();
int noproto(x) int x; { return x + 1; }
int main(void)
{
  assert(mul(6, 7) == 42);
  assert(noproto(1) == 2);
  return 0;
}
