/* A call through a function pointer that the program never writes is not a direct call
   unless the pointer is const: --nondet-static gives a non-const one any value. */
#include <assert.h>

static int twice(int x) { return 2 * x; }
static int thrice(int x) { return 3 * x; }

int (*step)(int) = twice;                  /* never written, not const */
int (*const fixed_step)(int) = twice;      /* const: keeps its value */
static int (*local_step)(int) = twice;     /* file-local, never written */
int (*use_thrice)(int) = thrice;           /* takes thrice's address */

int main(void)
{
  assert(fixed_step(5) == 10);
  assert(step(5) == 10);
  assert(local_step(4) == 8);
  return use_thrice == 0;
}
