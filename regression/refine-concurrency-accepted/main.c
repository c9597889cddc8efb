#include <pthread.h>

int x;

void *writer(void *arg)
{
  (void)arg;
  x = 1;
  return 0;
}

int main(void)
{
  pthread_t t;
  pthread_create(&t, 0, writer, 0);
  int seen = x;
  pthread_join(t, 0);
  __CPROVER_assert(x == 1, "joined write is visible");
  __CPROVER_assert(seen == 0, "the write may come first");
  return 0;
}
