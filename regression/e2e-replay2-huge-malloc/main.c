#include <stdlib.h>

int main()
{
  unsigned long n;
  __CPROVER_assume(n > 4611686018427387904ul);
  char *p = malloc(n);
  p[1000000] = 5;
  __CPROVER_assert(__CPROVER_r_ok(p, n), "the whole object is readable");
  __CPROVER_assert(p[1000000] == 5, "a cell far inside");
  __CPROVER_assert(__CPROVER_r_ok(p, n + 1), "one byte more is not");
  return 0;
}
