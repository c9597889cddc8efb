#include <setjmp.h>

static sigjmp_buf env;

int main(void)
{
  int depth = 0;
  if(sigsetjmp(env, 1) == 0)
  {
    depth++;
    siglongjmp(env, 1);
    __CPROVER_assert(0, "siglongjmp does not return");
  }
  return depth;
}
