#include <pthread.h>
#include <stdatomic.h>
#include <assert.h>

struct conn
{
  int id;
  _Atomic int users;
};

struct conn shared;
atomic_uint requests;
_Atomic(long) bytes[2];

static void release(_Atomic int *count)
{
  --*count;
}

void *client(void *arg)
{
  (void)arg;
  shared.users += 3;
  requests++;
  bytes[1] -= 7;
  release(&shared.users);
  return 0;
}

int main(void)
{
  pthread_t a, b;
  pthread_create(&a, 0, client, 0);
  pthread_create(&b, 0, client, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  assert(shared.users == 4);
  assert(requests == 2);
  assert(bytes[1] == -14);
  return 0;
}
