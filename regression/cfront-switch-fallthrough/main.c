#include <assert.h>
int classify(int x)
{
  int r = 0;
  switch(x)
  {
  case 1:
    r += 1;
  case 2:
    r += 10;
    break;
  case 3 ... 5:
    r = 100;
    break;
  default:
    r = -1;
  }
  return r;
}
int main(void)
{
  assert(classify(1) == 11);
  assert(classify(2) == 10);
  assert(classify(4) == 100);
  assert(classify(9) == -1);
  return 0;
}
