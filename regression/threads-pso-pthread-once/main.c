/* pthread_once publishes what the init routine wrote: a thread that finds the
   routine done (or waits for it) reads its writes, under every memory model. */
#include <pthread.h>
#include <assert.h>

pthread_once_t once = PTHREAD_ONCE_INIT;
int config, ready;

void init(void)
{
  config = 42;
  ready = 1;
}

void *worker(void *arg)
{
  (void)arg;
  pthread_once(&once, init);
  assert(config == 42);
  assert(ready == 1);
  return 0;
}

int main(void)
{
  pthread_t t;
  pthread_create(&t, 0, worker, 0);
  pthread_once(&once, init);
  assert(config == 42);
  pthread_join(t, 0);
  return 0;
}
