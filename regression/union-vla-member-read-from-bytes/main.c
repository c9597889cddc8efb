#include <assert.h>
unsigned nondet_unsigned(void);
int main(void)
{
  unsigned n = nondet_unsigned();
  __CPROVER_assume(n > 1 && n < 5);
  union U { unsigned words[n]; unsigned char bytes[4 * n]; };
  unsigned long long v = 0x1122334455667788ull;
  unsigned w0 = ((union U *)&v)->words[0];
  unsigned w1 = ((union U *)&v)->words[1];
  unsigned char b2 = ((union U *)&v)->bytes[2];
  assert(w0 == 0x55667788u);
  assert(w1 == 0x11223344u);
  assert(b2 == 0x66);
  assert(w0 == w1); /* fails */
  return 0;
}
