#include <assert.h>

/* a flat sum of 50,000 terms */
#define T10(x) x + x + x + x + x + x + x + x + x + x
#define T50(x) T10(x) + T10(x) + T10(x) + T10(x) + T10(x)
#define T500(x) T50(x) + T50(x) + T50(x) + T50(x) + T50(x) + T50(x) + T50(x) + T50(x) + T50(x) + T50(x)
#define T5000(x) T500(x) + T500(x) + T500(x) + T500(x) + T500(x) + T500(x) + T500(x) + T500(x) + T500(x) + T500(x)
#define T50000(x) T5000(x) + T5000(x) + T5000(x) + T5000(x) + T5000(x) + T5000(x) + T5000(x) + T5000(x) + T5000(x) + T5000(x)

long nondet_long(void);

int main(void)
{
  long x = nondet_long();
  __CPROVER_assume(x >= -1000 && x <= 1000);
  long s = T50000(x);
  assert(s == x * 50000);
  assert(s != -50000);
  return 0;
}
