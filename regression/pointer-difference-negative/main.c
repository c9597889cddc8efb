#include <stddef.h>

int main()
{
  int b[10];
  int *r = &b[1], *s = &b[5];
  ptrdiff_t e = r - s;
  __CPROVER_assert(e == -4, "negative difference");
  char a[10];
  ptrdiff_t d = &a[9] - &a[0];
  __CPROVER_assert(d == 9, "positive difference");
  return 0;
}
