#include <pthread.h>
#include <assert.h>

_Thread_local int mine = 1;
int shared;

void *worker(void *arg)
{
  mine = mine + 10; /* this thread's copy: starts at 1 */
  shared = mine;
  return 0;
}

int main(void)
{
  pthread_t a;
  mine = 5;
  pthread_create(&a, 0, worker, 0);
  pthread_join(a, 0);
  assert(mine == 5);    /* holds: the thread wrote its own copy */
  assert(shared == 11); /* holds */
  assert(shared != 11); /* fails */
  return 0;
}
