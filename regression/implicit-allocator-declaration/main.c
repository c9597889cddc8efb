// Allocators called without <stdlib.h>: as CBMC does, the implicit declaration returns
// `void *` (not `int`, which would cut the pointer and make every allocation NULL).
struct node { int value; struct node *next; };

int main(void)
{
  struct node *n = malloc(sizeof(struct node));
  if(!n)
    return 0;
  n->value = 7;
  n->next = 0;
  __CPROVER_assert(n->value == 7, "stored");
  int *grown = realloc(n, 2 * sizeof(int));
  if(grown)
  {
    grown[1] = 3;
    grown[2] = 4;
  }
  __CPROVER_assert(0, "allocation path reachable");
  return 0;
}
