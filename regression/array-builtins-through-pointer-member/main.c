#include <stdlib.h>

struct rec
{
  int tag;
  int data[4];
  int tail;
};

int main(void)
{
  struct rec *r = malloc(sizeof(struct rec));
  if(!r)
    return 0;
  r->tag = 7;
  r->tail = 9;
  __CPROVER_array_set(&r->data, 3);
  __CPROVER_assert(r->data[0] == 3 && r->data[3] == 3, "array_set reaches the member");
  __CPROVER_assert(r->tag == 7 && r->tail == 9, "neighbours untouched by array_set");

  int src[4] = {1, 2, 3, 4};
  __CPROVER_array_copy(&r->data, src);
  __CPROVER_assert(r->data[2] == 3, "array_copy reaches the member");

  __CPROVER_havoc_slice(&r->data[1], sizeof(int));
  __CPROVER_assert(r->data[0] == 1 && r->data[2] == 3, "havoc_slice stays in its slice");
  __CPROVER_assert(r->data[1] == 2, "the havocked element may change");
  free(r);
  return 0;
}
