#include <pthread.h>
#include <assert.h>

int sum;

void *add(void *arg)
{
  int v = (int)(long)arg;
  sum = sum + v;
  return 0;
}

int main(void)
{
  pthread_t t[3];
  for(int i = 0; i < 3; i++)
    pthread_create(&t[i], 0, add, (void *)(long)(i + 1));
  for(int i = 0; i < 3; i++)
    pthread_join(t[i], 0);
  assert(sum == 6); /* fails: an update may be lost */
  return 0;
}
