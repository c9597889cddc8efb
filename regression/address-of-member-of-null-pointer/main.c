#include <assert.h>
int nondet_int(void);
struct S { int x; int y; char a[4]; };
int main(void)
{
  struct S s;
  struct S *p = nondet_int() ? &s : 0;
  char *q = &p->a[2];
  int *r = &p->y;
  if(p)
    assert(q == (char *)&s + 10 && r == &s.y);
  assert(q != 0 && r != 0); /* p + offset is not a null pointer */
  assert(p != 0);           /* fails */
  return 0;
}
