// pthread_create never fails: a thread numbered past the first 64 runs, records its exit
// and result, and pthread_join waits for it. (The thread counter of rbmc's pthread model
// is moved forward here to reach those numbers without creating 64 threads.)
#include <pthread.h>

extern unsigned long __rbmc_next_thread_id;
int done;

void *worker(void *arg)
{
  done = 1;
  return arg;
}

void *loud(void *arg)
{
  __CPROVER_assert(0, "fails: the late thread runs");
  return 0;
}

int main(void)
{
  __rbmc_next_thread_id = 70;
  pthread_t t1, t2;
  static int token;
  __CPROVER_assert(pthread_create(&t1, 0, worker, &token) == 0, "created");
  __CPROVER_assert(t1 == 71, "thread number");
  void *r;
  __CPROVER_assert(pthread_join(t1, &r) == 0, "joined");
  __CPROVER_assert(done == 1 && r == &token, "joined thread's effect and result");
  pthread_create(&t2, 0, loud, 0);
  return 0;
}
