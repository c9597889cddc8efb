#include <assert.h>
int calls;
int f(int x) { calls++; return x; }
int main(void)
{
  int i = 0, j = 5;
  if(i++ && j--)
    assert(0);
  assert(i == 1 && j == 5);
  if(i++ || j--)
    assert(i == 2 && j == 5);
  int k = (f(0) ? f(1) : f(2)) + (f(3), f(4));
  assert(k == 6);
  assert(calls == 4);
  while(i-- > 0)
    ;
  assert(i == -1);
  return 0;
}
