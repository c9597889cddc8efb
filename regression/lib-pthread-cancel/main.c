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
  assert(pthread_cancel(t) == 0);
  void *result;
  assert(pthread_join(t, &result) == 0);
  /* cancelled at a cancellation point, or finished first */
  assert(result == PTHREAD_CANCELED || result == &value);
  return 0;
}
