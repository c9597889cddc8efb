// Read-write locks as POSIX has them: readers share the lock, a writer has it alone.
#include <pthread.h>

pthread_rwlock_t lock = PTHREAD_RWLOCK_INITIALIZER;
int reader_inside[2];
int writer_inside;

void *reader(void *arg)
{
  int *me = arg;
  pthread_rwlock_rdlock(&lock);
  *me = 1;
  __CPROVER_assert(!writer_inside, "no writer while reading");
  __CPROVER_assert(!(reader_inside[0] && reader_inside[1]), "fails: two readers can be inside together");
  *me = 0;
  pthread_rwlock_unlock(&lock);
  return 0;
}

void *writer(void *arg)
{
  pthread_rwlock_wrlock(&lock);
  writer_inside = 1;
  __CPROVER_assert(!reader_inside[0] && !reader_inside[1], "no reader while writing");
  writer_inside = 0;
  pthread_rwlock_unlock(&lock);
  return 0;
}

int main(void)
{
  // one thread: a second read lock is granted, a write lock is not
  __CPROVER_assert(pthread_rwlock_rdlock(&lock) == 0, "read lock");
  __CPROVER_assert(pthread_rwlock_tryrdlock(&lock) == 0, "second read lock");
  __CPROVER_assert(pthread_rwlock_trywrlock(&lock) != 0, "no write lock while read-locked");
  pthread_rwlock_unlock(&lock);
  pthread_rwlock_unlock(&lock);
  __CPROVER_assert(pthread_rwlock_trywrlock(&lock) == 0, "write lock once free");
  __CPROVER_assert(pthread_rwlock_tryrdlock(&lock) != 0, "no read lock while write-locked");
  pthread_rwlock_unlock(&lock);

  pthread_t t1, t2, t3;
  pthread_create(&t1, 0, reader, &reader_inside[0]);
  pthread_create(&t2, 0, reader, &reader_inside[1]);
  pthread_create(&t3, 0, writer, 0);
  return 0;
}
