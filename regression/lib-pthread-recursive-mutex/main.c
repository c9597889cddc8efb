#include <pthread.h>
#include <assert.h>
#include <errno.h>
pthread_mutex_t m;
int depth, counter;
void inc(int n) { pthread_mutex_lock(&m); counter++; if (n > 0) inc(n - 1); pthread_mutex_unlock(&m); }
void *worker(void *a) { inc(1); return 0; }
int main(void)
{
  pthread_mutexattr_t at;
  pthread_mutexattr_init(&at);
  pthread_mutexattr_settype(&at, PTHREAD_MUTEX_RECURSIVE);
  pthread_mutex_init(&m, &at);
  pthread_t t1, t2;
  pthread_create(&t1, 0, worker, 0);
  pthread_create(&t2, 0, worker, 0);
  pthread_join(t1, 0);
  pthread_join(t2, 0);
  assert(counter == 4);
  pthread_mutex_t e;
  pthread_mutexattr_settype(&at, PTHREAD_MUTEX_ERRORCHECK);
  pthread_mutex_init(&e, &at);
  assert(pthread_mutex_lock(&e) == 0);
  assert(pthread_mutex_lock(&e) == EDEADLK);
  assert(pthread_mutex_unlock(&e) == 0);
  assert(pthread_mutex_unlock(&e) == EPERM);
  pthread_mutex_destroy(&m);
  return 0;
}
