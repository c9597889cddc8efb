#include <assert.h>

int nondet_int(void);

unsigned nodes(int depth)
{
  unsigned r = depth <= 0 ? 1u : 1u + nodes(depth - 1) + nodes(depth - 1);
  return r;
}

int main(void)
{
  int d = nondet_int();
  if(d < 0 || d > 3)
    return 0;
  unsigned n = nodes(d);
  assert(n >= 1 && n <= 15);
  assert(n != 7);
  return 0;
}
