#include <pthread.h>
#include <assert.h>

pthread_mutex_t m1 = PTHREAD_MUTEX_INITIALIZER, m2 = PTHREAD_MUTEX_INITIALIZER;
int done;

void *ab(void *arg)
{
  pthread_mutex_lock(&m1);
  pthread_mutex_lock(&m2);
  done++;
  pthread_mutex_unlock(&m2);
  pthread_mutex_unlock(&m1);
  return 0;
}

void *ba(void *arg)
{
  pthread_mutex_lock(&m2);
  pthread_mutex_lock(&m1);
  done++;
  pthread_mutex_unlock(&m1);
  pthread_mutex_unlock(&m2);
  return 0;
}

int main(void)
{
  pthread_t x, y;
  pthread_create(&x, 0, ab, 0);
  pthread_create(&y, 0, ba, 0);
  pthread_join(x, 0);
  pthread_join(y, 0);
  // every interleaving that gets past both joins ran both critical sections
  assert(done == 2);
  return 0;
}
