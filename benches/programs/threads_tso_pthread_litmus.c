// Three pthreads in a message-passing and store-buffering litmus test under TSO: each thread
// writes its flag and reads the others'. Under TSO the stores may wait in a buffer, so all three
// can read the initial 0s. The threads are created with pthread_create, so thread 0 also carries
// the library's initialisation of its thread tables before the first spawn.
// bench-options: --mm tso
// bench-expect: FAILURE
#include <pthread.h>

int f0, f1, f2;
int s0 = -1, s1 = -1, s2 = -1;

void *t0(void *arg)
{
  (void)arg;
  f0 = 1;
  s0 = f1 + f2;
  return 0;
}

void *t1(void *arg)
{
  (void)arg;
  f1 = 1;
  s1 = f0 + f2;
  return 0;
}

void *t2(void *arg)
{
  (void)arg;
  f2 = 1;
  s2 = f0 + f1;
  return 0;
}

int main(void)
{
  pthread_t a, b, c;
  pthread_create(&a, 0, t0, 0);
  pthread_create(&b, 0, t1, 0);
  pthread_create(&c, 0, t2, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  pthread_join(c, 0);
  __CPROVER_assert(!(s0 == 0 && s1 == 0 && s2 == 0), "not all three read only zeros");
  return 0;
}
