// 2 threads each add 1 to a shared counter once without a lock (lost updates); main joins them
// and checks the total. Threads scale with the number of threads and loop iterations.
// bench-options: --no-standard-checks --unwind 3
// bench-expect: FAILURE
#include <pthread.h>
#include <assert.h>

int counter;
pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;

void *worker(void *arg)
{
  for(int i = 0; i < 1; i++)
  {
    int seen = counter;
    counter = seen + 1;
  }
  return 0;
}

int main(void)
{
  pthread_t t[2];
  for(int i = 0; i < 2; i++)
    pthread_create(&t[i], 0, worker, 0);
  for(int i = 0; i < 2; i++)
    pthread_join(t[i], 0);
  assert(counter == 2);
  return 0;
}
