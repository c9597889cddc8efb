#include <assert.h>
#include <stdlib.h>

struct node { int v; struct node *next; };

int pick(void);

int sum(struct node *n)
{
  int s = 0;
  while(n)
  {
    s += n->v;
    n = n->next;
  }
  return s;
}

int main()
{
  struct node a, b;
  a.v = pick();
  b.v = pick();
  a.next = &b;
  b.next = 0;
  unsigned char c = (unsigned char)(a.v * 3);
  int *p = malloc(sizeof(int) * 2);
  if(p)
  {
    p[1] = c;
    assert(sum(&a) != p[1] + 7);
  }
  return 0;
}
