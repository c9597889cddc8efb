#include <pthread.h>

_Thread_local int counter = 1;
int *published;

void *bump(void *arg)
{
  (void)arg;
  // this thread's own counter is separate from main's
  __CPROVER_assert(counter == 1, "own instance starts at its initial value");
  *published += 10; // main's counter, through the pointer main published
  counter = 5;
  return 0;
}

int main(void)
{
  pthread_t t;
  published = &counter;
  pthread_create(&t, 0, bump, 0);
  pthread_join(t, 0);
  __CPROVER_assert(counter == 11, "the other thread's write through the pointer is seen");
  __CPROVER_assert(counter != 5, "the other thread's own instance is not main's");
  return 0;
}
