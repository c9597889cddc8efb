// Compound literals are objects: modifiable, their address can be taken, one at file scope
// has static storage, one in a block lives until the end of the block (checked natively
// with gcc).
#include <assert.h>

struct pair
{
  int a, b;
};

int *global_ptr = (int[]){10, 20, 30};

int sum(const struct pair *p)
{
  return p->a + p->b;
}

int main(void)
{
  assert(global_ptr[1] == 20);
  global_ptr[1] = 21;
  assert(global_ptr[1] == 21);
  assert(sum(&(struct pair){.b = 2, .a = 1}) == 3);
  struct pair *p = &(struct pair){4, 5};
  p->a = 40;
  assert(p->a + p->b == 45);
  int *q = (int[2]){0};
  q[1] = 7;
  assert(q[0] == 0 && q[1] == 7);
  assert(((struct pair){.a = 9}).b == 0);
  return 0;
}
