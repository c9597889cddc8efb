// Threads stepping a shared pointer (a cursor into a shared buffer): its points-to set
// gets a new offset in every round of symex, so targets seen at several offsets are
// taken at any offset instead of the run stopping.
#include <pthread.h>

char buf[4];
char *cursor = buf;
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;

void *put(void *arg)
{
  pthread_mutex_lock(&m);
  *cursor = *(char *)arg;
  cursor++;
  pthread_mutex_unlock(&m);
  return 0;
}

int main(void)
{
  static char a = 'a', b = 'b';
  pthread_t t1, t2;
  pthread_create(&t1, 0, put, &a);
  pthread_create(&t2, 0, put, &b);
  pthread_join(t1, 0);
  pthread_join(t2, 0);
  __CPROVER_assert(cursor == buf + 2, "two characters written");
  __CPROVER_assert((buf[0] == 'a' && buf[1] == 'b') || (buf[0] == 'b' && buf[1] == 'a'), "in some order");
  __CPROVER_assert(buf[0] == 'a', "fails: b can come first");
  return 0;
}
