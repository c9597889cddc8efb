/* POSIX allows a condition wait to return at any time without a signal (a spurious
   wake-up; CBMC's model returns at once too): waiting with `if` instead of a loop is a
   bug. pthread_cond_timedwait may also time out, with the mutex taken again. */
#include <errno.h>
#include <pthread.h>
#include <time.h>

pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
pthread_cond_t c = PTHREAD_COND_INITIALIZER;
int ready;

void *producer(void *arg)
{
  (void)arg;
  pthread_mutex_lock(&m);
  ready = 1;
  pthread_cond_signal(&c);
  pthread_mutex_unlock(&m);
  return 0;
}

int main(void)
{
  pthread_t t;
  pthread_create(&t, 0, producer, 0);
  pthread_mutex_lock(&m);
  if(!ready)
    pthread_cond_wait(&c, &m);
  __CPROVER_assert(ready, "ready after one wait");
  struct timespec deadline = {0, 0};
  int r = pthread_cond_timedwait(&c, &m, &deadline);
  __CPROVER_assert(r == 0 || r == ETIMEDOUT, "a wait succeeds or times out");
  __CPROVER_assert(r != ETIMEDOUT, "the wait timed out");
  pthread_mutex_unlock(&m);
  pthread_join(t, 0);
  return 0;
}
