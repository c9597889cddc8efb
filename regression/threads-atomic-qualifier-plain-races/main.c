#include <pthread.h>
#include <assert.h>

struct conn
{
  int id;
  _Atomic int users;
};

struct conn shared;
_Atomic int *slot;
int plain_count;
int *plain_slot = &plain_count;

void *client(void *arg)
{
  (void)arg;
  shared.id++;
  (*plain_slot)++;
  return 0;
}

int main(void)
{
  pthread_t a, b;
  pthread_create(&a, 0, client, 0);
  pthread_create(&b, 0, client, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  assert(shared.id == 2);
  assert(plain_count == 2);
  return 0;
}
