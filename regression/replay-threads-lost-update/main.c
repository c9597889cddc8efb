#include <pthread.h>
#include <assert.h>

int counter;

void *worker(void *arg)
{
  counter = counter + 1; /* one instruction: read, then write */
  return 0;
}

int main(void)
{
  pthread_t a, b;
  pthread_create(&a, 0, worker, 0);
  pthread_create(&b, 0, worker, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  assert(counter == 2); /* a lost update: both threads read 0 */
  return 0;
}
