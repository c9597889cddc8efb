#include <assert.h>
#include <pthread.h>
#include <unistd.h>

static int value;

static void *worker(void *arg)
{
  (void)arg;
  sleep(1);
  return &value;
}

int main(void)
{
  pthread_t t;
  if(pthread_create(&t, NULL, worker, NULL) != 0)
    return 0;
  pthread_cancel(t);
  void *result;
  pthread_join(t, &result);
  /* sleep is a cancellation point: the thread may end there */
  assert(result == &value);
  return 0;
}
