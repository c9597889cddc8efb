// A list of nondeterministic length (up to 10 nodes); removing the node holding a given
// key forgets the case where the key is in the head node, and a later read goes through a
// freed node.
// bench-options: --unwind 11 --no-malloc-may-fail
// bench-expect: FAILURE
#include <stdlib.h>
int nondet_int(void);

struct node
{
  int key;
  struct node *next;
};

int main(void)
{
  int len = nondet_int();
  __CPROVER_assume(len >= 1 && len <= 10);
  struct node *head = NULL;
  for(int i = 0; i < len; i++)
  {
    struct node *n = malloc(sizeof(struct node));
    n->key = nondet_int();
    n->next = head;
    head = n;
  }
  int key = nondet_int();
  struct node *prev = head;
  for(struct node *p = head; p != NULL; p = p->next)
  {
    if(p->key == key)
    {
      if(p != head)
        prev->next = p->next;
      free(p);
      break;
    }
    prev = p;
  }
  int total = 0;
  for(struct node *p = head; p != NULL; p = p->next)
    total += p->key & 1;
  return total;
}
