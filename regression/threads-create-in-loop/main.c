#include <pthread.h>
#include <assert.h>

int count;
pthread_mutex_t m;

void *worker(void *arg)
{
  pthread_mutex_lock(&m);
  count++;
  pthread_mutex_unlock(&m);
  return 0;
}

int main(void)
{
  pthread_t t[3];
  pthread_mutex_init(&m, 0);
  for(int i = 0; i < 3; i++)
    pthread_create(&t[i], 0, worker, 0);
  for(int i = 0; i < 3; i++)
    pthread_join(t[i], 0);
  assert(count == 3);
  assert(count == 2);
  return 0;
}
