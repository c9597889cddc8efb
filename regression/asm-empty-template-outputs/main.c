#include <assert.h>
int main(void)
{
  int y = 41, x = 0, z = 5, w = 7;
  __asm__ __volatile__("" : "=r"(x) : "0"(y));   /* launder: x = y */
  assert(x == 41);
  __asm__ __volatile__("" : "+r"(z));             /* in-out, nothing done: z stays */
  assert(z == 5);
  __asm__ __volatile__("" : "=r"(w));             /* output of an empty asm: unknown */
  assert(w == 7);
  return 0;
}
