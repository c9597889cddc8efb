#include <pthread.h>

int buffer[4];

void *fill(void *arg)
{
  int n = *(int *)arg;
  for(int i = 0; i <= n; i++)
    buffer[i] = i; /* writes buffer[4] when n is 4 */
  return 0;
}

int main(void)
{
  pthread_t t;
  int n = 4;
  pthread_create(&t, 0, fill, &n);
  pthread_join(t, 0);
  return 0;
}
