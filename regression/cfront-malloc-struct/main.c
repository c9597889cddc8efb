#include <assert.h>
#include <stdlib.h>
struct node
{
  int value;
  struct node *next;
};
int main(void)
{
  struct node *n = malloc(sizeof(struct node));
  if(n == NULL)
    return 1;
  n->value = 42;
  n->next = NULL;
  assert(n->value == 42);
  free(n);
  return 0;
}
