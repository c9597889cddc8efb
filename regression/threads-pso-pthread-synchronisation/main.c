/* A data-race-free program has only sequentially consistent executions under every
   memory model: the mutex orders the counter's updates and the join orders the thread's
   last write before main's read. */
#include <pthread.h>

pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
int counter, last;

void *worker(void *arg)
{
  pthread_mutex_lock(&m);
  counter = counter + 1;
  pthread_mutex_unlock(&m);
  last = (int)(long)arg;
  return 0;
}

int main(void)
{
  pthread_t a, b;
  pthread_create(&a, 0, worker, (void *)1);
  pthread_create(&b, 0, worker, (void *)2);
  pthread_join(a, 0);
  pthread_join(b, 0);
  __CPROVER_assert(counter == 2, "both increments");
  __CPROVER_assert(last == 1 || last == 2, "a worker's last write");
  return 0;
}
