// Builds a singly linked list of 12 malloc'ed nodes, reverses it in place and checks
// length, order and the sum; then frees every node.
// bench-options: --unwind 13 --no-malloc-may-fail
// bench-expect: SUCCESS
#include <stdlib.h>
#define N 12
int nondet_int(void);

struct node
{
  int value;
  struct node *next;
};

int main(void)
{
  struct node *head = NULL;
  int sum = 0;
  for(int i = 0; i < N; i++)
  {
    struct node *n = malloc(sizeof(struct node));
    n->value = i;
    n->next = head;
    head = n;
    sum += i;
  }
  struct node *prev = NULL;
  while(head != NULL)
  {
    struct node *next = head->next;
    head->next = prev;
    prev = head;
    head = next;
  }
  head = prev;
  int count = 0, s = 0, last = -1;
  for(struct node *p = head; p != NULL; p = p->next)
  {
    __CPROVER_assert(p->value == last + 1, "ascending after reverse");
    last = p->value;
    s += p->value;
    count++;
  }
  __CPROVER_assert(count == N, "length");
  __CPROVER_assert(s == sum, "sum");
  while(head != NULL)
  {
    struct node *next = head->next;
    free(head);
    head = next;
  }
  return 0;
}
