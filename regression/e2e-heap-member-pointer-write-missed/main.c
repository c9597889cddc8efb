#include <stdlib.h>

struct X
{
  int i;
  struct X *n;
};

int main(void)
{
  struct X *p = malloc(sizeof(struct X));
  p->i = 5;
  int *q = &(p->i);
  *q = 1;
  __CPROVER_assert(p->i == 5, "p->i was set to 1 through q"); //@A
  return 0;
}
