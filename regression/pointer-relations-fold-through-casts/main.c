// loops bounded by comparisons and differences of pointers into one object, taken through
// casts, and by a NULL sentinel read from variadic arguments: constants, so the loops
// unwind exactly
#include <stdarg.h>
#include <stddef.h>
static int count(int *first, ...)
{
  va_list ap;
  int n = 0;
  va_start(ap, first);
  for(int *cur = first; cur != NULL; cur = va_arg(ap, int *))
    n++;
  va_end(ap);
  return n;
}
int main(void)
{
  const unsigned char *s = (const unsigned char *)"xabcd";
  const unsigned char *p = s + 1, *e = s + 3;
  int n = 0;
  while(p < e)
  {
    p++;
    n++;
  }
  const char *data = "xHost";
  const char *q = data + 1;
  long left = data + 5 - q;
  int m = 0;
  while(m < left)
    m++;
  int a, b, c;
  int k = count(&a, &b, &c, NULL);
  __CPROVER_assert(n == 2 && m == 4 && k == 3, "counts");
  return 0;
}
