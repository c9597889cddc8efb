/* errno is each thread's own (C11 7.5, POSIX): a thread starts with 0 and sees only its
   own writes and its own library calls' (gcc -pthread -fsanitize=address,undefined runs
   every assertion true). */
#include <errno.h>
#include <math.h>
#include <pthread.h>

int seen_at_start = -1, seen_after = -1;

void *other(void *arg)
{
  (void)arg;
  seen_at_start = errno;
  errno = 5;
  volatile double minus_one = -1.0;
  (void)sqrt(minus_one);
  seen_after = errno;
  return 0;
}

int main(void)
{
  pthread_t t;
  errno = 7;
  pthread_create(&t, 0, other, 0);
  int mine = errno;
  pthread_join(t, 0);
  __CPROVER_assert(mine == 7 && errno == 7, "main's errno is its own");
  __CPROVER_assert(seen_at_start == 0, "a thread starts with errno 0");
  __CPROVER_assert(seen_after == EDOM, "the thread sees its sqrt's EDOM");
  return 0;
}
