#include <threads.h>
#include <assert.h>
#include <stdlib.h>

mtx_t m;
int counter;
once_flag once = ONCE_FLAG_INIT;
int inits;

void init(void) { inits++; }

int worker(void *arg)
{
  call_once(&once, init);
  mtx_lock(&m);
  counter += *(int *)arg;
  mtx_unlock(&m);
  return *(int *)arg * 10;
}

int main(void)
{
  thrd_t t1, t2;
  int a = 1, b = 2, r1, r2;
  assert(mtx_init(&m, mtx_plain) == thrd_success);
  assert(thrd_create(&t1, worker, &a) == thrd_success);
  assert(thrd_create(&t2, worker, &b) == thrd_success);
  assert(thrd_join(t1, &r1) == thrd_success);
  assert(thrd_join(t2, &r2) == thrd_success);
  assert(r1 == 10 && r2 == 20);
  assert(counter == 3);
  assert(inits == 1);
  assert(!thrd_equal(t1, t2));
  mtx_destroy(&m);
  return 0;
}
