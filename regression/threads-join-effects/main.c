#include <pthread.h>
#include <assert.h>

int result;

void *compute(void *arg)
{
  int *in = arg;
  result = *in * 2;
  return (void *)&result;
}

int main(void)
{
  pthread_t t;
  int input = 21;
  void *out;
  pthread_create(&t, 0, compute, &input);
  pthread_join(t, &out);
  assert(result == 42); /* the joined thread's write is visible */
  assert(out == &result); /* and so is its return value */
  return 0;
}
