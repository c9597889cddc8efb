#include <pthread.h>
#include <assert.h>
int counter; int flag;
void *worker(void *a) { __sync_fetch_and_add(&counter, 1); __atomic_add_fetch(&counter, 1, __ATOMIC_SEQ_CST); return 0; }
int main(void) {
  pthread_t t1, t2;
  pthread_create(&t1, 0, worker, 0);
  pthread_create(&t2, 0, worker, 0);
  pthread_join(t1, 0); pthread_join(t2, 0);
  assert(counter == 4);
  int old = __sync_val_compare_and_swap(&flag, 0, 5); assert(old == 0 && flag == 5);
  int e = 5; _Bool ok = __atomic_compare_exchange_n(&flag, &e, 7, 0, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST); assert(ok && flag == 7);
  assert(__sync_add_and_fetch(&flag, 1) == 8);
  assert(__atomic_exchange_n(&flag, 1, __ATOMIC_SEQ_CST) == 8 && flag == 1);
  __sync_synchronize(); __atomic_thread_fence(__ATOMIC_SEQ_CST);
  return 0;
}
