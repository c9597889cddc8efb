/* `continue` in a while loop jumps forward to the loop's one backward GOTO, as in CBMC:
   the loop has one id (main.0, main.1 below), and symex merges the paths of the
   different `continue`s before the next iteration. */
#include <assert.h>

int nondet_int(void);

int main(void) {
  int i = 0, steps = 0, tokens = 0;
  while (i < 20) {
    steps++;
    int c = nondet_int();
    if (c == 0) { i += 1; continue; }
    if (c == 1) { i += 2; tokens++; continue; }
    if (c == 2) { i += 3; continue; }
    if (c == 3) { i += 4; tokens++; continue; }
    i += 5;
  }
  assert(steps <= 20);
  assert(tokens <= steps);
  int n = nondet_int();
  if (n < 0 || n > 6) return 0;
  while (1) {
    if (n > 0) { n--; continue; }
    break;
  }
  assert(n == 0);
  assert(steps >= 5); /* fails: four steps of 5 reach 20 */
  return 0;
}
