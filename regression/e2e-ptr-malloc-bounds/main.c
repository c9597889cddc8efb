#include <stdlib.h>
int nondet_int(void);

int main(void)
{
  int n = nondet_int();
  __CPROVER_assume(n >= 1 && n <= 4);
  int *p = malloc(n * sizeof(int));
  p[n] = 0; //@A
  return 0;
}
