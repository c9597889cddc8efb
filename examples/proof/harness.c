/* Proof harness for copy_prefix (examples/proof/buf.c). */
#include <stdlib.h>

struct buf {
  unsigned long len;
  char *data;
};

int copy_prefix(struct buf *dst, const struct buf *src, unsigned long n);

void harness(void)
{
  struct buf a, b;
  unsigned long n;
  __CPROVER_assume(a.len <= 16 && b.len <= 16);
  a.data = malloc(a.len);
  b.data = malloc(b.len);
  copy_prefix(&a, &b, n);
}
