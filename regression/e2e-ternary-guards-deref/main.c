// The freed block is read only in the branch of ?: that is never taken (x is 2, so
// -(unsigned)x is not 0): no dereference failure may be reported. Found by benches/diff-fuzz,
// where ESBMC 8.4 reports "invalidated dynamic object" here; the read in the taken-branch
// variant below must still fail.
#include <assert.h>
#include <stdlib.h>

int main(void)
{
  unsigned x = 2U;
  unsigned char c = 5;
  unsigned short *h = malloc(sizeof(unsigned short));
  __CPROVER_assume(h != 0);
  h[0] = 1;
  free(h);
  assert(((-(unsigned)x) ? 1 : (c - h[0])) != 7);
  int other = (-(unsigned)x) ? (c - h[0]) : 1;
  return other;
}
