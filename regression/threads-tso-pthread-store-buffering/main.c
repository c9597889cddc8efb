/* Store buffering with pthreads: both threads reading the other's flag as 0 is impossible
   under sequential consistency and possible under TSO (each store waits in its thread's
   buffer). */
#include <pthread.h>

int x, y, r0 = -1, r1 = -1;

void *left(void *arg)
{
  (void)arg;
  x = 1;
  r0 = y;
  return 0;
}

void *right(void *arg)
{
  (void)arg;
  y = 1;
  r1 = x;
  return 0;
}

int main(void)
{
  pthread_t a, b;
  pthread_create(&a, 0, left, 0);
  pthread_create(&b, 0, right, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  __CPROVER_assert(!(r0 == 0 && r1 == 0), "not both zero");
  return 0;
}
