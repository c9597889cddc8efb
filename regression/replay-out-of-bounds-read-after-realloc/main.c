/* A write one past the end of a block of symbolic size and reads back (hunt30 M1). In the
   formula the block is an unbounded array, so the read returns what was written; the other
   branch of the read (another object) reads out of bounds too, with a value of its own. */
#include <stdlib.h>
int main(int argc, char **argv)
{
  unsigned n, k;
  __CPROVER_assume(n >= 1 && n <= 2 && k < 3);
  int *v = malloc(n * sizeof(int));
  int *w = malloc(1);
  v = realloc(v, n * sizeof(int));
  v[n] = 7 * (int)k + 5;       /* one past the end */
  int s = v[n];                /* reads it back */
  int t = v[k];
  __CPROVER_assert(s != 12, "s");
  free(v);
  free(w);
  return t;
}
