/* An inner loop entered again in a later pass of an outer loop starts counting its
   iterations anew, also when the path that enters it was queued by a jump (the `if`
   right before the loop head): its counter from the previous pass must not carry over. */
#include <assert.h>
int nondet_int(void);
_Bool nondet_bool(void);

int main(void) {
  int n = nondet_int();
  if (n < 0 || n > 3) return 0;
  int total = 0, last = 0, x = 0;
  for (int k = 0; k < 3; k++) {
    int i = n;
    last = 0;
    if (nondet_bool()) x++;
    while (i > 0) { last++; i--; }
    total += last;
  }
  assert(last == n);
  assert(total == 3 * n);
  assert(total != 9); /* fails: n == 3 */
  return x;
}
