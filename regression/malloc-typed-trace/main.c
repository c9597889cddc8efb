#include <stdlib.h>

struct node
{
  int v;
  struct node *next;
};

int main()
{
  struct node *a = malloc(sizeof(struct node));
  struct node *b = malloc(sizeof(*b));
  if(!a || !b)
    return 0;
  a->v = 5;
  a->next = b;
  b->v = 6;
  int *arr = malloc(3 * sizeof(int));
  if(!arr)
    return 0;
  arr[2] = 300;
  short *q = malloc(sizeof(int)); /* two shorts in an int-typed object */
  if(!q)
    return 0;
  q[1] = 2;
  __CPROVER_assert(a->next->v + arr[2] + *(int *)q != 306 + 0x20000, "reached");
  return 0;
}
