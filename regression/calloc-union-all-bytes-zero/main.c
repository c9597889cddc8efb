#include <stdlib.h>
union W { char c[5]; int i; };
struct H { short tag; union W w; };
int main(void) {
  struct H *h = calloc(2, sizeof(struct H));
  __CPROVER_assume(h != 0);
  unsigned char *b = (unsigned char *)&h[1].w;
  int sum = 0;
  for (int k = 0; k < (int)sizeof(union W); k++) sum += b[k];
  __CPROVER_assert(sum == 0, "all bytes zero");
  __CPROVER_assert(h[1].w.i == 0 && h[0].w.c[4] == 0, "members zero");
  __CPROVER_assert(sum != 0, "mutant");
  return 0;
}
