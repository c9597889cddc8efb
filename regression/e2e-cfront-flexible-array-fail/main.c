#include <assert.h>
#include <stdlib.h>
struct s { int n; int data[]; };
unsigned nondet_uint(void);
int main(void) {
  unsigned n = nondet_uint();
  __CPROVER_assume(n < 5);
  struct s *p = malloc(sizeof(struct s) + n * sizeof(int));
  if(!p) return 0;
  unsigned i = nondet_uint();
  __CPROVER_assume(i <= n);
  p->data[i] = 1;   // i == n is out of bounds
  free(p);
  return 0;
}
