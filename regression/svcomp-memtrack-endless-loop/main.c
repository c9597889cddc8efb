/* valid-memtrack holds in every state: the block is lost at p = 0, before a loop that
   never ends. rbmc checks for leaks where main returns, which this program never does,
   so it must not answer TRUE (the self-loop is not turned into an assumption, and no
   k-induction proof of the loop counts). */
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
int main(void) {
  int *p = malloc(sizeof(int));
  p = 0;
  int n = __VERIFIER_nondet_int();
  while (n >= 0) {
    n = n + 0;
  }
  while (1) {
  }
  return 0;
}
