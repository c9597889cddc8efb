#include <assert.h>
#include <limits.h>

unsigned nondet_unsigned(void);
int nondet_int(void);
signed char nondet_schar(void);

int main(void)
{
  unsigned a = nondet_unsigned(), b = nondet_unsigned(), c;
  int x = nondet_int(), y = nondet_int(), r;
  // the built-ins' own arithmetic is exact and never an overflow property
  if(!__builtin_add_overflow(a, b, &c))
    assert(c == a + b && c >= a);
  if(!__builtin_add_overflow(x, y, &r))
    assert((long)x + y == r);
  signed char p = nondet_schar(), q = nondet_schar(), small;
  if(!__builtin_mul_overflow(p, q, &small))
    assert(p * q == small);
  assert(__builtin_sub_overflow(0u, 1u, &c) && c == UINT_MAX);
  assert(__builtin_mul_overflow(INT_MIN, -1, &r) && r == INT_MIN);
  long l;
  assert(!__builtin_add_overflow(INT_MAX, 1, &l) && l == 2147483648L);
  return 0;
}
