/* rbmc's models of POSIX thread-specific data (<pthread.h> keys), in a file of their own
   so that only programs using keys carry the per-thread value table: each key is a
   number below 64 (later pthread_key_create calls fail with EAGAIN), each thread has its
   own values (a _Thread_local table, all NULL when the thread starts); destructors are
   not run at thread exit.
   Compiled by cfront on demand: only the functions a program calls and does not define. */

/* keys: a number each, values per thread */
unsigned __rbmc_next_key;
_Thread_local const void *__rbmc_key_values[64];

int pthread_key_create(unsigned *key, void (*destructor)(void *))
{
__CPROVER_HIDE:;
  int result = 0;
  __CPROVER_atomic_begin();
  if(__rbmc_next_key >= 64)
    result = 11; /* EAGAIN */
  else
  {
    *key = __rbmc_next_key;
    __rbmc_next_key++;
  }
  __CPROVER_atomic_end();
  return result;
}

int pthread_key_delete(unsigned key)
{
__CPROVER_HIDE:;
  if(key >= 64)
    return 22; /* EINVAL */
  return 0;
}

void *pthread_getspecific(unsigned key)
{
__CPROVER_HIDE:;
  if(key >= 64)
    return 0;
  return (void *)__rbmc_key_values[key];
}

int pthread_setspecific(unsigned key, const void *value)
{
__CPROVER_HIDE:;
  if(key >= 64)
    return 22; /* EINVAL */
  __rbmc_key_values[key] = value;
  return 0;
}

