#include <assert.h>

unsigned nondet_unsigned(void);

int main(void)
{
  unsigned x = nondet_unsigned();
  // a power of two has exactly one bit set: the claim below misses x == 0
  if(__builtin_popcount(x) <= 1)
    assert(__builtin_ctz(x) + __builtin_clz(x) == 31);
  // bswap twice is the identity
  assert(__builtin_bswap32(__builtin_bswap32(x)) == x);
  // ffs is one more than ctz for non-zero values
  if(x != 0)
    assert(__builtin_ffs((int)x) == __builtin_ctz(x) + 1);
  // parity of x ^ y is the xor of their parities: but not of x | y
  unsigned y = nondet_unsigned();
  assert(__builtin_parity(x | y) == (__builtin_parity(x) ^ __builtin_parity(y)));
  return 0;
}
