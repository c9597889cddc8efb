#include <assert.h>
#include <stdlib.h>

struct S
{
  int *p[2];
  int n;
};

int a = 10, b = 20;
struct S gs = {{&a, &b}, 2};

int nondet_int(void);

int main(void)
{
  int c = 30;
  struct S s;
  s.p[0] = &c;
  s.p[1] = &a;
  *s.p[0] = 31;
  assert(c == 31);
  *gs.p[1] = 21;
  assert(b == 21);
  struct S t = s;
  *t.p[1] = 11;
  assert(a == 11);
  struct S *h = malloc(sizeof(struct S));
  if(h)
  {
    h->p[0] = &b;
    *h->p[0] = 22;
    assert(b == 22);
  }
  int i = nondet_int();
  __CPROVER_assume(i == 0 || i == 1);
  *s.p[i] = 0;
  assert(c == 31 && a == 11); /* fails: one of them is 0 now */
  return 0;
}
