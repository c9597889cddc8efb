#include <assert.h>

/* a flat, left-leaning sum of 10,000 terms: x + x + ... + x */
#define T10(x) x + x + x + x + x + x + x + x + x + x
#define T100(x) T10(x) + T10(x) + T10(x) + T10(x) + T10(x) + T10(x) + T10(x) + T10(x) + T10(x) + T10(x)
#define T1000(x) T100(x) + T100(x) + T100(x) + T100(x) + T100(x) + T100(x) + T100(x) + T100(x) + T100(x) + T100(x)
#define T10000(x) T1000(x) + T1000(x) + T1000(x) + T1000(x) + T1000(x) + T1000(x) + T1000(x) + T1000(x) + T1000(x) + T1000(x)

unsigned nondet_uint(void);

int main(void)
{
  unsigned x = nondet_uint();
  unsigned s = T10000(x);
  assert(s == x * 10000u);
  assert(s != 10000u);
  return 0;
}
