#include <stdlib.h>
struct s { int n; int a[1]; };
int main(void)
{
  struct s *p = malloc(sizeof(struct s) + sizeof(int));
  if(!p) return 0;
  unsigned i;
  __CPROVER_assume(i < 3);
  p->a[i] = 1; /* i == 2 is past the allocation */
  return 0;
}
