#include <assert.h>
int main(void)
{
  int s = 0;
  for(int i = 0; i < 5; i++)
  {
    if(i == 2)
      continue;
    s += i;
  }
  assert(s == 8);
  int j = 0;
  do
    j++;
  while(j < 0);
  assert(j == 1);
  int k = 10;
  while(k > 3)
    k -= 3;
  assert(k == 1);
  return 0;
}
