#include <stdlib.h>

struct node
{
  struct node *next;
};

int main(void)
{
  struct node *head = NULL;
  for(int i = 0; i < 2; i++)
  {
    struct node *n = malloc(sizeof(struct node));
    n->next = head;
    head = n;
  }
  int count = 0;
  while(head != NULL)
  {
    head = head->next;
    count++;
  }
  __CPROVER_assert(count == 2, "two nodes"); //@A
  return 0;
}
