#include <pthread.h>
#include <assert.h>

int x;

void *writer(void *arg)
{
  x = 5;
  return 0;
}

int main(void)
{
  pthread_t t;
  pthread_create(&t, 0, writer, 0);
  int r1, r2;
  __CPROVER_atomic_begin();
  if(x == 0)
    r1 = x + 1; /* x is 0 here: no other thread runs inside the section */
  else
    r1 = x;
  __CPROVER_atomic_end();
  r2 = x; /* the writer may have run in between */
  assert(r1 == 1 || r1 == 5);
  assert(!(r1 == 1 && r2 == 5)); /* fails */
  pthread_join(t, 0);
  return 0;
}
