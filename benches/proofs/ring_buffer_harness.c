/* A proof harness of our own in the style of cbmc-starter-kit proofs: a byte ring
   buffer API (init, push, pop, peek) over a malloc'd backing store of nondet capacity,
   with the allocator stubbed, driven by a bounded nondet sequence of operations.

     rbmc --function ring_buffer_harness --unwind 7 --unsigned-overflow-check \
       benches/proofs/ring_buffer_harness.c
   expected: VERIFICATION SUCCESSFUL */
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>

#define MAX_CAPACITY 5
#define MAX_OPS 6

struct ring_buffer {
  uint8_t *data;
  size_t capacity;
  size_t head; /* next byte to read */
  size_t size;
};

/* stub of the allocator the library would use: may fail */
void *rb_mem_acquire(size_t n)
{
  return malloc(n);
}

int rb_init(struct ring_buffer *rb, size_t capacity)
{
  if(capacity == 0)
    return -1;
  rb->data = rb_mem_acquire(capacity);
  if(rb->data == NULL)
    return -1;
  rb->capacity = capacity;
  rb->head = 0;
  rb->size = 0;
  return 0;
}

int rb_is_valid(const struct ring_buffer *rb)
{
  return rb->data != NULL && rb->capacity > 0 && rb->head < rb->capacity &&
         rb->size <= rb->capacity;
}

int rb_push(struct ring_buffer *rb, uint8_t byte)
{
  if(rb->size == rb->capacity)
    return -1;
  size_t tail = rb->head + rb->size;
  if(tail >= rb->capacity)
    tail -= rb->capacity;
  rb->data[tail] = byte;
  rb->size++;
  return 0;
}

int rb_pop(struct ring_buffer *rb, uint8_t *out)
{
  if(rb->size == 0)
    return -1;
  *out = rb->data[rb->head];
  rb->head++;
  if(rb->head == rb->capacity)
    rb->head = 0;
  rb->size--;
  return 0;
}

int rb_peek(const struct ring_buffer *rb, size_t i, uint8_t *out)
{
  if(i >= rb->size)
    return -1;
  size_t at = rb->head + i;
  if(at >= rb->capacity)
    at -= rb->capacity;
  *out = rb->data[at];
  return 0;
}

void ring_buffer_harness(void)
{
  struct ring_buffer rb;
  size_t capacity;
  __CPROVER_assume(capacity <= MAX_CAPACITY);
  if(rb_init(&rb, capacity) != 0)
    return;
  /* a model of the contents: bytes pushed and popped, in order */
  uint8_t pushed[MAX_OPS];
  size_t n_pushed = 0, n_popped = 0;
  for(int k = 0; k < MAX_OPS; k++) {
    int op;
    uint8_t byte;
    if(op == 0) {
      if(rb_push(&rb, byte) == 0)
        pushed[n_pushed++] = byte;
      else
        __CPROVER_assert(rb.size == rb.capacity, "push fails only when full");
    } else if(op == 1) {
      uint8_t got;
      if(rb_pop(&rb, &got) == 0) {
        __CPROVER_assert(got == pushed[n_popped], "FIFO order");
        n_popped++;
      } else
        __CPROVER_assert(rb.size == 0, "pop fails only when empty");
    } else {
      size_t i;
      uint8_t got;
      if(rb_peek(&rb, i, &got) == 0)
        __CPROVER_assert(got == pushed[n_popped + i], "peek sees the i-th byte");
    }
    __CPROVER_assert(rb_is_valid(&rb), "invariant");
    __CPROVER_assert(rb.size == n_pushed - n_popped, "size matches the model");
  }
  free(rb.data);
}
