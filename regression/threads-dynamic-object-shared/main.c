#include <pthread.h>
#include <stdlib.h>

int *shared;

void *producer(void *arg)
{
  int *cell = malloc(sizeof(int));
  if(cell)
  {
    *cell = 7;
    shared = cell;
  }
  return 0;
}

int main(void)
{
  pthread_t t;
  pthread_create(&t, 0, producer, 0);
  pthread_join(t, 0);
  if(shared)
  {
    __CPROVER_assert(*shared == 7, "value written by the other thread");
    __CPROVER_assert(*shared == 8, "wrong value");
  }
  return 0;
}
