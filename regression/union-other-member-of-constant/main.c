#include <assert.h>
#include <stdint.h>

union wide_narrow {
  int64_t wide;
  int8_t narrow;
};

static union wide_narrow g = {4};

int main(void)
{
  // another member of a union holding a constant is its first bytes (little-endian):
  // the loop bound is a constant
  int n = 0;
  while(n < g.narrow)
    n++;
  assert(n == 4);
  union wide_narrow l = {-2};
  assert(l.narrow == -2);
  return 0;
}
