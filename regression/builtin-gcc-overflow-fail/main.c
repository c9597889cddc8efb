#include <assert.h>
#include <limits.h>

int nondet_int(void);

int main(void)
{
  int a = nondet_int(), b = nondet_int();
  int r;
  if(!__builtin_add_overflow(a, b, &r))
  {
    // no overflow: the result is the exact sum
    assert((long long)r == (long long)a + b);
  }
  else
  {
    // overflow: the wrapped sum was stored
    assert(r == (int)((unsigned)a + (unsigned)b));
    // but an overflow does not need both operands positive
    assert(a > 0 && b > 0);
  }
  unsigned char c;
  if(!__builtin_mul_overflow(a, 3, &c))
    assert(a >= 0 && a <= 85);
  return 0;
}
