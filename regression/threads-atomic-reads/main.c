#include <pthread.h>
#include <assert.h>

void __VERIFIER_atomic_begin(void);
void __VERIFIER_atomic_end(void);
int __VERIFIER_nondet_int(void);

int x;

void *writer(void *arg)
{
  __VERIFIER_atomic_begin();
  x = 1;
  x = 2; /* nobody sees the 1 */
  __VERIFIER_atomic_end();
  return 0;
}

int main(void)
{
  pthread_t t;
  pthread_create(&t, 0, writer, 0);
  int c = __VERIFIER_nondet_int();
  __VERIFIER_atomic_begin();
  int a = x;
  if(c)
    x = 5;
  int b = x;
  int d = x;
  __VERIFIER_atomic_end();
  assert(a != 1);
  assert(c ? b == 5 : b == a);
  assert(b == d);
  assert(a == 0);
  return 0;
}
