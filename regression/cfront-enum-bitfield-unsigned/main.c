// An enum bit-field holds its enumeration's underlying type: without negative constants
// that is unsigned int (GCC and CBMC), so a 2-bit field stores 0..3.
#include <assert.h>

enum flag
{
  F0,
  F1,
  F2,
  F3
};

enum sign
{
  MINUS = -1,
  ZERO,
  PLUS
};

struct s
{
  enum flag f : 2;
  enum sign g : 2;
};

int main(void)
{
  struct s x = {F3, MINUS};
  assert(x.f == F3);
  assert(x.g == MINUS);
  x.f = 4; // wraps to 0
  assert(x.f == F0);
  return 0;
}
