#include <pthread.h>
#include <assert.h>

int x, y;
int *p = &y;

void *writer(void *arg)
{
  *p = 1; /* may write x: the setter can run first */
  return 0;
}

void *setter(void *arg)
{
  p = &x;
  return 0;
}

int main(void)
{
  pthread_t w, s;
  pthread_create(&w, 0, writer, 0);
  pthread_create(&s, 0, setter, 0);
  pthread_join(w, 0);
  pthread_join(s, 0);
  assert(x == 0);
  return 0;
}
