#include <stdlib.h>
// A built-in whose value an expression statement discards is still evaluated, so its
// pointer-primitive checks (on by default) remain: a freed or uninitialised pointer
// given to one is reported even though nothing uses the result.
int main(void)
{
  int *q = malloc(sizeof(int));
  if(!q)
    return 0;
  free(q);
  __CPROVER_r_ok(q, sizeof(int));
  int local;
  int *ok = &local;
  __CPROVER_w_ok(ok, sizeof(int));
  (void)__CPROVER_OBJECT_SIZE(ok);
  return 0;
}
