// A thread started on a path that later blocks (assume(0) blocks only its own thread when
// threads run) or that ends early still runs with the arguments it was started with.
#include <pthread.h>

int nondet_int(void);
int seen;

void *worker(void *arg)
{
  int v = *(int *)arg;
  __CPROVER_assert(v == 7 || v == 9, "the thread sees its argument");
  seen = v;
  return 0;
}

void *checker(void *arg)
{
  __CPROVER_assert(arg != 0, "fails: started with a null argument");
  return 0;
}

int main(void)
{
  static int seven = 7, nine = 9;
  pthread_t t;
  int c = nondet_int();
  if (c == 1)
    return 0;
  if (c == 2)
  {
    pthread_create(&t, 0, worker, &seven);
    __CPROVER_assume(0);
  }
  else if (c == 3)
  {
    pthread_create(&t, 0, checker, 0);
    __CPROVER_assume(0);
  }
  else
    pthread_create(&t, 0, worker, &nine);
  return 0;
}
