#include <stdlib.h>

size_t nondet_size(void);
size_t nondet_index(void);

int main(void)
{
  size_t n = nondet_size();
  __CPROVER_assume(n > 0 && n < 8);
  long *p = malloc(n * sizeof(long));
  if(!p)
    return 0;
  __CPROVER_array_set(p, -3);
  size_t i = nondet_index();
  __CPROVER_assume(i < n);
  __CPROVER_assert(p[i] == -3, "every element set");
  long *q = malloc(sizeof(long) * n);
  if(!q)
    return 0;
  __CPROVER_array_copy(q, p);
  q[0] = 5;
  __CPROVER_assert(i == 0 || q[i] == -3, "copied elements");
  __CPROVER_assert(q[i] != 5, "the first element was overwritten");
  free(p);
  free(q);
  return 0;
}
