#include <assert.h>
#include <stdint.h>
#include <stdlib.h>

// a free list whose links are addresses with a tag in the low bit
int main(void)
{
  long *block = malloc(sizeof(long));
  uintptr_t *head = malloc(sizeof(uintptr_t));
  if(!block || !head)
    return 0;
  *block = 5;
  *head = (uintptr_t)block | 1u;          // the head cell holds a tagged address
  uintptr_t list = (uintptr_t)head | 1u;  // and the list is a tagged address of the head
  uintptr_t *cell = (uintptr_t *)(list & ~(uintptr_t)1);
  long *first = (long *)(*cell & ~(uintptr_t)1);
  *first += 2;                            // writes the block
  assert(first == block);
  assert(*block == 5); // stale: the write through first reached the block
  free(head);
  free(block);
  return 0;
}
