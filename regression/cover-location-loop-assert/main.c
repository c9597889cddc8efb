#include <assert.h>
int main(void)
{
  unsigned n;
  __CPROVER_assume(n < 3);
  unsigned s = 0;
  for(unsigned i = 0; i < n; i++)
    s += i;
  assert(s < 100);
  if(s == 3)
    s = 0;
  return 0;
}
