// Timed waits never time out when they can go on at once (POSIX), and may time out
// otherwise.
#include <pthread.h>
#include <semaphore.h>
#include <time.h>
#include <errno.h>

int main(void)
{
  pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
  sem_t s;
  sem_init(&s, 0, 1);
  struct timespec limit = { 1, 0 };
  __CPROVER_assert(pthread_mutex_timedlock(&m, &limit) == 0, "free mutex: locked at once");
  __CPROVER_assert(sem_timedwait(&s, &limit) == 0, "semaphore at 1: taken at once");
  // the mutex is held (by this thread) and the semaphore is 0 now: a timed wait returns
  // only by timing out
  int r = pthread_mutex_timedlock(&m, &limit);
  __CPROVER_assert(r == ETIMEDOUT, "held mutex: times out");
  int t = sem_timedwait(&s, &limit);
  __CPROVER_assert(t == -1 && errno == ETIMEDOUT, "empty semaphore: times out");
  __CPROVER_assert(r == 0, "fails: the held mutex is not locked again");
  return 0;
}
