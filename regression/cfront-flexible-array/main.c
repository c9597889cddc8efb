// A struct with a flexible array member: sizeof leaves the member out, an allocation with
// room for n elements makes them accessible, one element past them is out of bounds.
#include <assert.h>
#include <stdlib.h>

struct buffer
{
  unsigned len;
  int data[];
};

int main(void)
{
  assert(sizeof(struct buffer) == sizeof(unsigned));
  struct buffer *b = malloc(sizeof(struct buffer) + 3 * sizeof(int));
  if(!b)
    return 0;
  b->len = 3;
  for(unsigned i = 0; i < b->len; i++)
    b->data[i] = (int)i * 10;
  assert(b->data[2] == 20);
  int *p = b->data;
  assert(p[1] == 10);
  b->data[3] = 1; // one past the allocation
  free(b);
  return 0;
}
