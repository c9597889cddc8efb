/* A small library with a bug for the proof in examples/proof (see docs/toolchain.md). */
#include <string.h>

struct buf {
  unsigned long len;
  char *data;
};

int log_msg(const char *m); /* defined elsewhere: the proof stubs it */

int valid(const struct buf *b)
{
  return b && b->len <= 16 && (b->len == 0 || b->data);
}

int slow(int x) /* too slow to unwind: the proof removes its body */
{
  int s = 0;
  for(int i = 0; i < 100000; i++)
    s += x;
  return s;
}

int copy_prefix(struct buf *dst, const struct buf *src, unsigned long n)
{
  if(!valid(dst) || !valid(src))
    return -1;
  if(n > src->len)
  {
    log_msg("too long");
    return -1;
  }
  memcpy(dst->data, src->data, n); /* bug: n may exceed dst->len */
  dst->len = n;
  return slow(1);
}

int unused_global = 42;
int unused_function(void)
{
  return unused_global;
}
