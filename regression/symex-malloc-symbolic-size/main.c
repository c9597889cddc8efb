#include <stdlib.h>
#include <string.h>
unsigned long nondet_size(void);

int main(void)
{
  unsigned long n = nondet_size();
  __CPROVER_assume(n >= 1 && n <= 64);
  char *p = malloc(n);
  memset(p, 0, n);
  p[n - 1] = 5;
  __CPROVER_assert(p[n - 1] == 5, "last byte written");
  __CPROVER_assert(p[0] == 0 || n == 1, "first byte cleared");
  __CPROVER_assert(__CPROVER_OBJECT_SIZE(p) == n, "object size is n");
  char *q = malloc(n);
  memcpy(q, p, n);
  __CPROVER_assert(q[n - 1] == 5, "copied");
  __CPROVER_assert(q[0] == 5, "first byte is 5");
  free(p);
  free(q);
  return 0;
}
