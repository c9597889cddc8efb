#include <pthread.h>
#include <assert.h>
int *v; int a, b;
void *t1(void *arg) { int *p = v; *p = 5; return 0; }
int main(void)
{
  pthread_t t;
  v = &b;
  pthread_create(&t, 0, t1, 0);
  v = &a;
  pthread_join(t, 0);
  assert(b == 0); /* fails: t1 may read v before main's write */
  assert(a == 5 || b == 5);
  return 0;
}
