// Flexible array members of a heap object of nondeterministic length: writes through the
// member, through a pointer into it and through memcpy are all read back; the header
// members keep their values. A struct buffer on the stack (header only) is copied as such.
#include <assert.h>
#include <stdlib.h>
#include <string.h>

struct s
{
  char tag;
  int n;
  long data[];
};

unsigned nondet_uint(void);

static long sum(const struct s *p)
{
  long t = 0;
  for(int i = 0; i < p->n; i++)
    t += p->data[i];
  return t;
}

int main(void)
{
  unsigned n = nondet_uint();
  __CPROVER_assume(n > 0 && n < 4);
  struct s *p = malloc(sizeof(struct s) + n * sizeof(long));
  if(!p)
    return 0;
  p->tag = 'x';
  p->n = n;
  for(unsigned i = 0; i < n; i++)
    p->data[i] = i + 100;
  long *q = &p->data[n - 1];
  assert(*q == n + 99);
  assert(sum(p) == 100 * n + n * (n - 1) / 2);
  long src[1] = {7};
  memcpy(p->data, src, sizeof(long));
  assert(p->data[0] == 7);
  assert(sizeof(struct s) == 8);
  assert(p->n == n && p->tag == 'x');
  struct s h = *p;
  assert(h.n == n);
  free(p);
  return 0;
}
