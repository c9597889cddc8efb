#include <stdlib.h>

struct node
{
  int value;
  struct node *next;
};

int main(void)
{
  struct node *a = malloc(sizeof(struct node));
  a->next = NULL;
  struct node *b = malloc(sizeof(struct node));
  b->next = a;
  struct node *h = b->next;
  __CPROVER_assert(h == a, "b points to a"); //@A
  struct node *h2 = h->next;
  __CPROVER_assert(h2 == NULL, "a ends the list"); //@B
  return 0;
}
