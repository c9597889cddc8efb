#include <assert.h>
#include <stdint.h>

struct node
{
  int v;
  struct node *next;
};

int nondet_int(void);

int main(void)
{
  struct node a = {1, 0}, b = {2, 0};
  uintptr_t u = (uintptr_t)&a | 1ul;
  if(nondet_int())
    u = (uintptr_t)&b | 1ul;
  assert(u & 1ul);
  struct node *p = (struct node *)(u & ~1ul);
  p->v = 10;
  assert(a.v == 10 || b.v == 10);
  assert(a.v + b.v == 12 || a.v + b.v == 11);
  assert(a.v == 10);
  return 0;
}
