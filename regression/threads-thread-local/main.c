#include <pthread.h>
#include <assert.h>

_Thread_local int mine = 5;
__thread int other;

void *worker(void *arg)
{
  assert(mine == 5); /* every thread starts with the initial value */
  assert(other == 0);
  mine = mine + 1;
  other = 7;
  assert(mine == 6);
  return 0;
}

int main(void)
{
  pthread_t a, b;
  mine = 100;
  pthread_create(&a, 0, worker, 0);
  pthread_create(&b, 0, worker, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  assert(mine == 100); /* the threads changed their own copies */
  assert(other == 0);
  return 0;
}
