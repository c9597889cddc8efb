#include <stdlib.h>
int nondet_int(void);

int main(void)
{
  int n = nondet_int();
  __CPROVER_assume(n >= 1 && n <= 4);
  int *p = malloc(n * sizeof(int));
  p[n - 1] = 7;
  p[0] = 1;
  __CPROVER_assert(p[n - 1] == 7 || n == 1, "last element kept"); //@A
  free(p);
  return 0;
}
