#include <pthread.h>
#include <assert.h>
int *v; int a, b;
void *t1(void *arg) { v = &a; return 0; }
int main(void)
{
  pthread_t t;
  v = &b;
  pthread_create(&t, 0, t1, 0);
  int *w = v;
  *w = 1;
  assert(a == 0); /* fails when t1 ran first */
  assert(b == 1 || a == 1);
  return 0;
}
