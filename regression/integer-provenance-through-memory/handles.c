#include <assert.h>
#include <stdint.h>
#include <stdlib.h>

// a tagged handle: the low bit marks a node that is "pinned"
typedef uintptr_t handle;

struct node
{
  int value;
  handle next; // the next node's address, tagged
};

static handle tag(struct node *n, int pinned)
{
  return (uintptr_t)n | (uintptr_t)(pinned & 1);
}

static struct node *untag(handle h)
{
  return (struct node *)(h & ~(uintptr_t)1);
}

int main(void)
{
  struct node *a = malloc(sizeof(struct node));
  struct node *b = malloc(sizeof(struct node));
  handle *slot = malloc(sizeof(handle));
  if(!a || !b || !slot)
    return 0;
  a->value = 1;
  b->value = 2;
  b->next = 0;
  a->next = tag(b, 1);
  *slot = tag(a, 0);

  // the slot itself is reached through a tagged address
  handle root = (uintptr_t)slot | 1;
  handle *where = (handle *)(root & ~(uintptr_t)1);

  // follow the handles through memory: slot -> a -> b
  struct node *first = untag(*where);
  struct node *second = untag(first->next);
  assert(first == a && second == b);
  second->value = 20;  // a write through the recovered pointer reaches b
  first->value += 10;  // and one through the first reaches a
  assert(b->value == 20);
  assert(a->value == 11);
  assert((a->next & 1) == 1 && (*slot & 1) == 0);

  free(slot);
  free(b);
  free(a);
  return 0;
}
