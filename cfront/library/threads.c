/* rbmc's models of C11 threads (<threads.h>) on the POSIX thread models (pthread.c,
   pthread_keys.c): the same thread numbers, exit flags and results, and the same
   synchronisation objects (a mtx_t is a mutex, a cnd_t a condition variable, a once_flag
   a once control, a tss_t a key). thrd_create really starts the thread (CBMC's models of
   <threads.h> are empty, so its threads never run).
   Result codes are glibc's: thrd_success 0, thrd_busy 1, thrd_error 2, thrd_nomem 3,
   thrd_timedout 4. A timed wait either succeeds like the untimed one or times out;
   mtx_recursive mutexes are the recursive pthread mutexes.
   Compiled by cfront on demand: only the functions a program calls and does not define. */

struct timespec
{
  long tv_sec;
  long tv_nsec;
};

/* shared with pthread.c */
unsigned long __rbmc_next_thread_id;
_Thread_local unsigned long __rbmc_thread_id;
void __rbmc_thread_exits(unsigned long id, void *result);

int pthread_join(unsigned long thread, void **value_ptr);
void pthread_exit(void *value_ptr);
int pthread_detach(unsigned long thread);
unsigned long pthread_self(void);
int pthread_equal(unsigned long t1, unsigned long t2);
int pthread_mutex_init(void *mutex, const void *attr);
int pthread_mutex_lock(void *mutex);
int pthread_mutex_trylock(void *mutex);
int pthread_mutex_unlock(void *mutex);
int pthread_mutex_destroy(void *mutex);
int pthread_cond_init(void *cond, const void *attr);
int pthread_cond_signal(void *cond);
int pthread_cond_broadcast(void *cond);
int pthread_cond_wait(void *cond, void *mutex);
int pthread_cond_destroy(void *cond);
int pthread_once(int *once_control, void (*init_routine)(void));
int pthread_key_create(unsigned int *key, void (*destructor)(void *));
int pthread_key_delete(unsigned int key);
void *pthread_getspecific(unsigned int key);
int pthread_setspecific(unsigned int key, const void *value);
__CPROVER_bool __VERIFIER_nondet___CPROVER_bool(void);
long __VERIFIER_nondet_long(void);

void __rbmc_thrd_run(int (*func)(void *), void *arg, unsigned long id);
void __rbmc_thrd_spawn(int (*func)(void *), void *arg, unsigned long id);

/* the body of a started thread: its result is an int */
void __rbmc_thrd_run(int (*func)(void *), void *arg, unsigned long id)
{
__CPROVER_HIDE:;
  __rbmc_thread_id = id;
  int result = func(arg);
  __rbmc_thread_exits(id, (void *)(long)result);
}

/* a separate function, so that the new thread copies only these three locals */
void __rbmc_thrd_spawn(int (*func)(void *), void *arg, unsigned long id)
{
__CPROVER_HIDE:;
__CPROVER_ASYNC_1:
  __rbmc_thrd_run(func, arg, id);
}

int thrd_create(unsigned long *thr, int (*func)(void *), void *arg)
{
__CPROVER_HIDE:;
  unsigned long id = ++__rbmc_next_thread_id;
  *thr = id;
  __rbmc_thrd_spawn(func, arg, id);
  return 0;
}

int thrd_join(unsigned long thr, int *res)
{
__CPROVER_HIDE:;
  void *result;
  if(pthread_join(thr, &result) != 0)
    return 2; /* thrd_error */
  if(res)
    *res = (int)(long)result;
  return 0;
}

void thrd_exit(int res)
{
__CPROVER_HIDE:;
  pthread_exit((void *)(long)res);
}

int thrd_detach(unsigned long thr)
{
__CPROVER_HIDE:;
  return pthread_detach(thr) == 0 ? 0 : 2;
}

unsigned long thrd_current(void)
{
__CPROVER_HIDE:;
  return pthread_self();
}

int thrd_equal(unsigned long lhs, unsigned long rhs)
{
__CPROVER_HIDE:;
  return pthread_equal(lhs, rhs);
}

/* 0 after the whole duration, -1 when a signal interrupted it (the rest of the time is
   written to *remaining) */
int thrd_sleep(const struct timespec *duration, struct timespec *remaining)
{
__CPROVER_HIDE:;
  long sec = duration->tv_sec;
  long nsec = duration->tv_nsec;
  /* an invalid duration fails (glibc: EINVAL, -2) instead of leaving the remaining
     time no value (which would cut off the executions after the call) */
  if(sec < 0 || nsec < 0 || nsec > 999999999)
    return -2;
  if(__VERIFIER_nondet___CPROVER_bool())
    return 0;
  if(remaining)
  {
    long rs = __VERIFIER_nondet_long();
    long rn = __VERIFIER_nondet_long();
    __CPROVER_assume(rs >= 0 && rs <= sec && rn >= 0 && rn < 1000000000);
    __CPROVER_assume(rs < sec || rn <= nsec);
    remaining->tv_sec = rs;
    remaining->tv_nsec = rn;
  }
  return -1;
}

void thrd_yield(void)
{
__CPROVER_HIDE:;
}

int mtx_init(void *mutex, int type)
{
__CPROVER_HIDE:;
  /* mtx_plain 0, mtx_recursive 1, mtx_timed 2 (and combinations) */
  int attr = type & 1; /* PTHREAD_MUTEX_RECURSIVE or _NORMAL */
  pthread_mutex_init(mutex, &attr);
  return 0;
}

int mtx_lock(void *mutex)
{
__CPROVER_HIDE:;
  return pthread_mutex_lock(mutex) == 0 ? 0 : 2;
}

int mtx_timedlock(void *mutex, const struct timespec *time_point)
{
__CPROVER_HIDE:;
  (void)time_point->tv_sec;
  if(__VERIFIER_nondet___CPROVER_bool())
    return 4; /* thrd_timedout */
  return mtx_lock(mutex);
}

int mtx_trylock(void *mutex)
{
__CPROVER_HIDE:;
  int r = pthread_mutex_trylock(mutex);
  return r == 0 ? 0 : r == 16 /* EBUSY */ ? 1 : 2;
}

int mtx_unlock(void *mutex)
{
__CPROVER_HIDE:;
  return pthread_mutex_unlock(mutex) == 0 ? 0 : 2;
}

void mtx_destroy(void *mutex)
{
__CPROVER_HIDE:;
  pthread_mutex_destroy(mutex);
}

void call_once(int *flag, void (*func)(void))
{
__CPROVER_HIDE:;
  pthread_once(flag, func);
}

int cnd_init(void *cond)
{
__CPROVER_HIDE:;
  pthread_cond_init(cond, 0);
  return 0;
}

int cnd_signal(void *cond)
{
__CPROVER_HIDE:;
  pthread_cond_signal(cond);
  return 0;
}

int cnd_broadcast(void *cond)
{
__CPROVER_HIDE:;
  pthread_cond_broadcast(cond);
  return 0;
}

int cnd_wait(void *cond, void *mutex)
{
__CPROVER_HIDE:;
  return pthread_cond_wait(cond, mutex) == 0 ? 0 : 2;
}

int cnd_timedwait(void *cond, void *mutex, const struct timespec *time_point)
{
__CPROVER_HIDE:;
  (void)time_point->tv_sec;
  if(__VERIFIER_nondet___CPROVER_bool())
  {
    /* timed out: the mutex is released and taken again */
    pthread_mutex_unlock(mutex);
    pthread_mutex_lock(mutex);
    return 4; /* thrd_timedout */
  }
  return cnd_wait(cond, mutex);
}

void cnd_destroy(void *cond)
{
__CPROVER_HIDE:;
  pthread_cond_destroy(cond);
}

int tss_create(unsigned int *key, void (*destructor)(void *))
{
__CPROVER_HIDE:;
  return pthread_key_create(key, destructor) == 0 ? 0 : 2;
}

void tss_delete(unsigned int key)
{
__CPROVER_HIDE:;
  pthread_key_delete(key);
}

void *tss_get(unsigned int key)
{
__CPROVER_HIDE:;
  return pthread_getspecific(key);
}

int tss_set(unsigned int key, void *value)
{
__CPROVER_HIDE:;
  return pthread_setspecific(key, value) == 0 ? 0 : 2;
}
