#include <assert.h>

int flag;

void set(int v)
{
  flag = v;
}

int main(void)
{
  int local = 3;
__CPROVER_ASYNC_1:
  set(local); /* the thread has its own copy of local, 3 at the spawn */
  local = 7;
  int seen = flag;
  assert(seen == 0 || seen == 3); /* holds */
  assert(seen == 0);              /* fails */
  return 0;
}
