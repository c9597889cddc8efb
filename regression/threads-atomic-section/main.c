#include <pthread.h>
#include <assert.h>

void __VERIFIER_atomic_begin(void);
void __VERIFIER_atomic_end(void);

int x;

void *inc(void *arg)
{
  __VERIFIER_atomic_begin();
  x = x + 1;
  __VERIFIER_atomic_end();
  return 0;
}

int main(void)
{
  pthread_t t;
  pthread_create(&t, 0, inc, 0);
  __VERIFIER_atomic_begin();
  x = x + 1;
  int seen = x;
  __VERIFIER_atomic_end();
  assert(seen == 1 || seen == 2); /* no increment is lost */
  assert(seen == 2);              /* but the thread may not have run yet */
  return 0;
}
