#include <pthread.h>
#include <assert.h>

pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
int balance = 10;

/* SV-COMP's atomic functions run as one atomic section; the lock inside is nested */
void __VERIFIER_atomic_withdraw(int amount)
{
  pthread_mutex_lock(&m);
  if(balance >= amount)
    balance = balance - amount;
  pthread_mutex_unlock(&m);
}

void *customer(void *arg)
{
  __VERIFIER_atomic_withdraw(7);
  return 0;
}

int main(void)
{
  pthread_t a, b;
  pthread_create(&a, 0, customer, 0);
  pthread_create(&b, 0, customer, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  assert(balance == 3);
  assert(balance >= 0);
  return 0;
}
