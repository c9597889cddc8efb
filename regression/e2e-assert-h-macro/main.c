#include <assert.h>
int nondet_int(void);

int main(void)
{
  int x = nondet_int();
  if(x > 100)
    assert(x > 200); //@A
  return 0;
}
