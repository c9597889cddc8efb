#include <pthread.h>
#include <assert.h>

int balance = 10;
pthread_mutex_t m;

void *withdraw(void *arg)
{
  int amount = *(int *)arg;
  pthread_mutex_lock(&m);
  if(balance >= amount)
    balance = balance - amount;
  pthread_mutex_unlock(&m);
  return 0;
}

int main(void)
{
  pthread_t a, b;
  int x = 6, y = 5;
  pthread_mutex_init(&m, 0);
  pthread_create(&a, 0, withdraw, &x);
  pthread_create(&b, 0, withdraw, &y);
  pthread_join(a, 0);
  assert(balance >= 0); /* holds: the lock keeps the check and the update together */
  pthread_join(b, 0);
  assert(balance == 4); /* fails: b may have withdrawn first (balance 5) */
  return 0;
}
