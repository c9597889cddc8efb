/* rbmc's models of POSIX threads (<pthread.h>, <semaphore.h>, <sched.h>), after CBMC's
   pthread library: a thread is a __CPROVER_ASYNC statement, blocking is an assumption
   (a thread that cannot go on simply never does), and the state of a synchronisation
   object lives in its first bytes, so PTHREAD_*_INITIALIZER (all zero bytes) is a valid
   unlocked object.
   - Thread ids: the main thread is 0, each pthread_create takes the next number and
     never fails (as CBMC's). A thread records its result and that it exited (in arrays
     without a bound); pthread_join waits for the exit and hands out the result.
   - Mutexes (first int): 0 unlocked, 1 locked, -1 destroyed; locking a destroyed
     mutex, unlocking one that is not locked and destroying a locked one are errors
     (CBMC's checks). Recursive and error-checking mutexes (pthread_mutexattr_settype,
     C11's mtx_recursive) keep their owner and lock count in the same int.
   - Condition variables (first unsigned int): the number of pending signals; a
     broadcast wakes every waiter. A wait takes a pending signal, and without one
     returns spuriously, as POSIX allows at any time (and CBMC's model does): it never
     blocks, so `if (!ready) pthread_cond_wait(...)` instead of a loop is a bug found.
   - Read-write locks (first int): the number of readers (0 free), -2 write-locked, -1
     destroyed. Readers share the lock as POSIX has it (CBMC's model lets one reader in
     at a time, which hides races between readers).
   - Spin locks (first unsigned int), barriers (count, size, generation), once controls
     (0 not run, 1 running, 2 done) and semaphores (first unsigned int: the value);
     keys are in pthread_keys.c.
   The objects are passed as void pointers: the models do not depend on the layout of the
   C library's types beyond their first bytes.
   Compiled by cfront on demand: only the functions a program calls and does not define. */




int *__errno_location(void);

/* the next thread number: not shared memory (symex passes it from thread to thread, so
   each creation gets a different number) */
unsigned long __rbmc_next_thread_id;
_Thread_local unsigned long __rbmc_thread_id;
/* whether each thread exited, and its result: threads 1 to 63 in arrays of 64 elements
   (with constant thread numbers each element is its own shared object), later ones in
   arrays without a bound (one object for all of them: as right, but costlier) */
__CPROVER_bool __rbmc_threads_exited[64];
void *__rbmc_thread_result[64];
__CPROVER_bool __rbmc_threads_exited_more[__CPROVER_constant_infinity_uint];
void *__rbmc_thread_result_more[__CPROVER_constant_infinity_uint];

void __rbmc_thread_exits(unsigned long id, void *result);

void __rbmc_run_thread(void *(*start_routine)(void *), void *arg, unsigned long id);
void __rbmc_spawn(void *(*start_routine)(void *), void *arg, unsigned long id);
int pthread_mutex_lock(void *mutex);
int pthread_mutex_unlock(void *mutex);
int sem_wait(void *sem);
__CPROVER_bool __VERIFIER_nondet___CPROVER_bool(void);

/* A full memory barrier. Every atomic section of these models is between two (one of
   them may be the barrier that ends the section just before, or that of a lock or
   unlock called next to it), as a real synchronisation is (a locked instruction on x86,
   acquire and release semantics): under --mm tso/pso the memory accesses before an
   unlock, a post or a thread's exit are visible before it, and those after a lock, a
   wait or a join come after it (CBMC's library has the same fences). Without them a
   data-race-free program failed under PSO. */
void __rbmc_fence(void)
{
__CPROVER_HIDE:;
  __CPROVER_fence("WWfence", "RRfence", "RWfence", "WRfence");
}

/* the body of a started thread */
void __rbmc_run_thread(void *(*start_routine)(void *), void *arg, unsigned long id)
{
__CPROVER_HIDE:;
  __rbmc_thread_id = id;
  void *result = start_routine(arg);
  __rbmc_thread_exits(id, result);
}

/* thread `id` exits with `result` */
void __rbmc_thread_exits(unsigned long id, void *result)
{
__CPROVER_HIDE:;
  __rbmc_fence();
  if(id < 64)
  {
    __rbmc_thread_result[id] = result;
    __rbmc_threads_exited[id] = 1;
  }
  else
  {
    /* an element of an unbounded array is written as the whole array (read, then
       written with the element changed): in one atomic section, so that two threads
       exiting at once do not lose each other's element */
    __CPROVER_atomic_begin();
    __rbmc_thread_result_more[id] = result;
    __rbmc_threads_exited_more[id] = 1;
    __CPROVER_atomic_end();
  }
}

/* a separate function, so that the new thread copies only these three locals */
void __rbmc_spawn(void *(*start_routine)(void *), void *arg, unsigned long id)
{
__CPROVER_HIDE:;
__CPROVER_ASYNC_1:
  __rbmc_run_thread(start_routine, arg, id);
}

int pthread_create(unsigned long *thread, const void *attr,
                   void *(*start_routine)(void *), void *arg)
{
__CPROVER_HIDE:;
  unsigned long id = ++__rbmc_next_thread_id;
  if(thread)
    *thread = id;
  if(attr)
    (void)*(const char *)attr;
  __rbmc_spawn(start_routine, arg, id);
  return 0;
}

int pthread_join(unsigned long thread, void **value_ptr)
{
__CPROVER_HIDE:;
  if(thread > __rbmc_next_thread_id)
    return 3; /* ESRCH */
  if(thread == __rbmc_thread_id)
    return 35; /* EDEADLK */
  if(thread < 64)
  {
    __CPROVER_assume(__rbmc_threads_exited[thread]);
    __rbmc_fence();
    if(value_ptr)
      *value_ptr = __rbmc_thread_result[thread];
  }
  else
  {
    __CPROVER_assume(__rbmc_threads_exited_more[thread]);
    __rbmc_fence();
    if(value_ptr)
      *value_ptr = __rbmc_thread_result_more[thread];
  }
  return 0;
}

void pthread_exit(void *value_ptr)
{
__CPROVER_HIDE:;
  __rbmc_thread_exits(__rbmc_thread_id, value_ptr);
  __CPROVER_assume(0);
}

unsigned long pthread_self(void)
{
__CPROVER_HIDE:;
  return __rbmc_thread_id;
}

int pthread_equal(unsigned long t1, unsigned long t2)
{
__CPROVER_HIDE:;
  return t1 == t2;
}

int pthread_detach(unsigned long thread)
{
__CPROVER_HIDE:;
  if(thread > __rbmc_next_thread_id)
    return 3; /* ESRCH */
  return 0;
}

int sched_yield(void)
{
__CPROVER_HIDE:;
  return 0;
}

int pthread_yield(void)
{
__CPROVER_HIDE:;
  return 0;
}

/* attributes: nothing to remember */
int pthread_attr_init(void *attr)
{
__CPROVER_HIDE:;
  return 0;
}

int pthread_attr_destroy(void *attr)
{
__CPROVER_HIDE:;
  return 0;
}

int pthread_attr_setdetachstate(void *attr, int state)
{
__CPROVER_HIDE:;
  return 0;
}

/* a mutex attribute (first int): the type, PTHREAD_MUTEX_NORMAL 0, _RECURSIVE 1,
   _ERRORCHECK 2 (glibc's numbers; _DEFAULT is _NORMAL) */
int pthread_mutexattr_init(void *attr)
{
__CPROVER_HIDE:;
  *(int *)attr = 0;
  return 0;
}

int pthread_mutexattr_destroy(void *attr)
{
__CPROVER_HIDE:;
  return 0;
}

int pthread_mutexattr_settype(void *attr, int type)
{
__CPROVER_HIDE:;
  if(type < 0 || type > 3)
    return 22; /* EINVAL */
  /* 3 is glibc's adaptive mutex, which behaves as a normal one */
  *(int *)attr = type == 3 ? 0 : type;
  return 0;
}

int pthread_mutexattr_gettype(const void *attr, int *type)
{
__CPROVER_HIDE:;
  *type = *(const int *)attr;
  return 0;
}

int pthread_condattr_init(void *attr)
{
__CPROVER_HIDE:;
  return 0;
}

int pthread_condattr_destroy(void *attr)
{
__CPROVER_HIDE:;
  return 0;
}

/* mutexes (first int): a normal mutex is 0 unlocked, 1 locked, -1 destroyed (as CBMC's);
   a recursive or error-checking one has bit 1 set, bit 0 set for error checking, the
   owner's thread number in bits 2-15 (16384 threads are more than symex can run) and the
   lock count from bit 16 (0: unlocked). One read and one write per operation, whatever
   the kind. */
int pthread_mutex_init(void *mutex, const void *attr)
{
__CPROVER_HIDE:;
  int type = attr ? *(const int *)attr : 0;
  *(int *)mutex = type == 1 ? 2 : type == 2 ? 3 : 0;
  return 0;
}

int pthread_mutex_lock(void *mutex)
{
__CPROVER_HIDE:;
  __rbmc_fence();
  __CPROVER_atomic_begin();
  int s = *(int *)mutex;
  __CPROVER_assert(s != -1, "mutex not initialised or destroyed");
  int kinded = s != -1 && (s & 2);
  unsigned count = (unsigned)s >> 16;
  int mine = count != 0 && ((s >> 2) & 16383) == (int)__rbmc_thread_id;
  /* an error-checking mutex its owner locks again: EDEADLK */
  int deadlock = kinded && (s & 1) && mine;
  /* otherwise wait until it is free (or ours, for a recursive one) */
  __CPROVER_assume(kinded ? count == 0 || mine : s == 0);
  *(int *)mutex = !kinded     ? 1
                  : deadlock  ? s
                  : count == 0 ? (s & 3) | ((int)__rbmc_thread_id << 2) | 65536
                               : s + 65536;
  __CPROVER_atomic_end();
  __rbmc_fence();
  return deadlock ? 35 : 0;
}

int pthread_mutex_trylock(void *mutex)
{
__CPROVER_HIDE:;
  __rbmc_fence();
  __CPROVER_atomic_begin();
  int s = *(int *)mutex;
  __CPROVER_assert(s != -1, "mutex not initialised or destroyed");
  int kinded = s != -1 && (s & 2);
  unsigned count = (unsigned)s >> 16;
  int mine = count != 0 && ((s >> 2) & 16383) == (int)__rbmc_thread_id;
  /* busy unless free, or (recursive) ours */
  int busy = kinded ? count != 0 && !(mine && !(s & 1)) : s == 1;
  *(int *)mutex = busy        ? s
                  : !kinded    ? 1
                  : count == 0 ? (s & 3) | ((int)__rbmc_thread_id << 2) | 65536
                               : s + 65536;
  __CPROVER_atomic_end();
  __rbmc_fence();
  return busy ? 16 /* EBUSY */ : 0;
}

/* locks at once when it can (POSIX: never a time-out then, and only then is the time
   limit read); otherwise waits, or gives up with ETIMEDOUT */
int pthread_mutex_timedlock(void *mutex, const void *abstime)
{
__CPROVER_HIDE:;
  int r = pthread_mutex_trylock(mutex);
  if(r != 16) /* EBUSY */
    return r;
  (void)((const long *)abstime)[1];
  if(__VERIFIER_nondet___CPROVER_bool())
    return 110; /* ETIMEDOUT */
  return pthread_mutex_lock(mutex);
}

int pthread_mutex_unlock(void *mutex)
{
__CPROVER_HIDE:;
  __rbmc_fence();
  __CPROVER_atomic_begin();
  int s = *(int *)mutex;
  int kinded = s != -1 && (s & 2);
  unsigned count = (unsigned)s >> 16;
  int mine = count != 0 && ((s >> 2) & 16383) == (int)__rbmc_thread_id;
  /* a normal mutex: CBMC's check; a recursive or error-checking one that the thread
     does not hold: EPERM */
  __CPROVER_assert(kinded || s == 1, "must hold lock upon unlock");
  *(int *)mutex = !kinded ? 0 : mine ? s - 65536 : s;
  __CPROVER_atomic_end();
  __rbmc_fence();
  return kinded && !mine ? 1 : 0;
}

int pthread_mutex_destroy(void *mutex)
{
__CPROVER_HIDE:;
  int s = *(int *)mutex;
  int kinded = s != -1 && (s & 2);
  __CPROVER_assert(kinded ? ((unsigned)s >> 16) == 0 : s == 0, "lock held upon destroy");
  *(int *)mutex = -1;
  return 0;
}

/* condition variables */
int pthread_cond_init(void *cond, const void *attr)
{
__CPROVER_HIDE:;
  *(unsigned *)cond = 0;
  if(attr)
    (void)*(const char *)attr;
  return 0;
}

int pthread_cond_destroy(void *cond)
{
__CPROVER_HIDE:;
  return 0;
}

int pthread_cond_signal(void *cond)
{
__CPROVER_HIDE:;
  __rbmc_fence();
  __CPROVER_atomic_begin();
  if(*(unsigned *)cond != (unsigned)-1)
    (*(unsigned *)cond)++;
  __CPROVER_atomic_end();
  __rbmc_fence();
  return 0;
}

int pthread_cond_broadcast(void *cond)
{
__CPROVER_HIDE:;
  __rbmc_fence();
  __CPROVER_atomic_begin();
  *(unsigned *)cond = (unsigned)-1;
  __CPROVER_atomic_end();
  __rbmc_fence();
  return 0;
}

int pthread_cond_wait(void *cond, void *mutex)
{
__CPROVER_HIDE:;
  /* the unlock before and the lock after are the barriers of this atomic section */
  pthread_mutex_unlock(mutex);
  __CPROVER_atomic_begin();
  /* a pending signal is taken; without one this is a spurious wake-up */
  if(*(unsigned *)cond != 0 && *(unsigned *)cond != (unsigned)-1)
    (*(unsigned *)cond)--;
  __CPROVER_atomic_end();
  pthread_mutex_lock(mutex);
  return 0;
}

/* either the wait as pthread_cond_wait, or the time runs out first (ETIMEDOUT, the mutex
   released and taken again); the deadline (struct timespec: seconds, nanoseconds) is
   read */
int pthread_cond_timedwait(void *cond, void *mutex, const void *abstime)
{
__CPROVER_HIDE:;
  (void)((const long *)abstime)[1];
  if(__VERIFIER_nondet___CPROVER_bool())
  {
    pthread_mutex_unlock(mutex);
    pthread_mutex_lock(mutex);
    return 110; /* ETIMEDOUT */
  }
  return pthread_cond_wait(cond, mutex);
}

/* pthread_cond_timedwait with the deadline on the given clock (glibc 2.30) */
int pthread_cond_clockwait(void *cond, void *mutex, int clock, const void *abstime)
{
__CPROVER_HIDE:;
  (void)clock;
  return pthread_cond_timedwait(cond, mutex, abstime);
}

/* read-write locks: any number of readers or one writer (POSIX) */
int pthread_rwlock_init(void *lock, const void *attr)
{
__CPROVER_HIDE:;
  *(int *)lock = 0;
  if(attr)
    (void)*(const char *)attr;
  return 0;
}

int pthread_rwlock_destroy(void *lock)
{
__CPROVER_HIDE:;
  __CPROVER_assert(*(int *)lock == 0, "rwlock held upon destroy");
  *(int *)lock = -1;
  return 0;
}

int pthread_rwlock_rdlock(void *lock)
{
__CPROVER_HIDE:;
  __rbmc_fence();
  __CPROVER_atomic_begin();
  __CPROVER_assert(*(int *)lock != -1, "lock not initialised or destroyed");
  __CPROVER_assume(*(int *)lock >= 0);
  *(int *)lock = *(int *)lock + 1;
  __CPROVER_atomic_end();
  __rbmc_fence();
  return 0;
}

int pthread_rwlock_wrlock(void *lock)
{
__CPROVER_HIDE:;
  __rbmc_fence();
  __CPROVER_atomic_begin();
  __CPROVER_assert(*(int *)lock != -1, "lock not initialised or destroyed");
  __CPROVER_assume(*(int *)lock == 0);
  *(int *)lock = -2;
  __CPROVER_atomic_end();
  __rbmc_fence();
  return 0;
}

int pthread_rwlock_tryrdlock(void *lock)
{
__CPROVER_HIDE:;
  int result = 0;
  __rbmc_fence();
  __CPROVER_atomic_begin();
  if(*(int *)lock < 0)
    result = 16; /* EBUSY */
  else
    *(int *)lock = *(int *)lock + 1;
  __CPROVER_atomic_end();
  __rbmc_fence();
  return result;
}

int pthread_rwlock_trywrlock(void *lock)
{
__CPROVER_HIDE:;
  int result = 0;
  __rbmc_fence();
  __CPROVER_atomic_begin();
  if(*(int *)lock != 0)
    result = 16; /* EBUSY */
  else
    *(int *)lock = -2;
  __CPROVER_atomic_end();
  __rbmc_fence();
  return result;
}

/* releases the writer's lock, or one reader's */
int pthread_rwlock_unlock(void *lock)
{
__CPROVER_HIDE:;
  __rbmc_fence();
  __CPROVER_atomic_begin();
  __CPROVER_assert(*(int *)lock > 0 || *(int *)lock == -2,
                   "must hold lock upon unlock");
  if(*(int *)lock == -2)
    *(int *)lock = 0;
  else
    *(int *)lock = *(int *)lock - 1;
  __CPROVER_atomic_end();
  __rbmc_fence();
  return 0;
}

/* spin locks */
int pthread_spin_init(void *lock, int pshared)
{
__CPROVER_HIDE:;
  *(unsigned *)lock = 0;
  return 0;
}

int pthread_spin_destroy(void *lock)
{
__CPROVER_HIDE:;
  return 0;
}

int pthread_spin_lock(void *lock)
{
__CPROVER_HIDE:;
  __rbmc_fence();
  __CPROVER_atomic_begin();
  __CPROVER_assume(*(unsigned *)lock == 0);
  *(unsigned *)lock = 1;
  __CPROVER_atomic_end();
  __rbmc_fence();
  return 0;
}

int pthread_spin_trylock(void *lock)
{
__CPROVER_HIDE:;
  int result = 0;
  __rbmc_fence();
  __CPROVER_atomic_begin();
  if(*(unsigned *)lock != 0)
    result = 16; /* EBUSY */
  else
    *(unsigned *)lock = 1;
  __CPROVER_atomic_end();
  __rbmc_fence();
  return result;
}

int pthread_spin_unlock(void *lock)
{
__CPROVER_HIDE:;
  __rbmc_fence();
  __CPROVER_atomic_begin();
  *(unsigned *)lock = 0;
  __CPROVER_atomic_end();
  __rbmc_fence();
  return 0;
}

/* barriers: arrived count, size, generation */
int pthread_barrier_init(void *barrier, const void *attr, unsigned count)
{
__CPROVER_HIDE:;
  if(count == 0)
    return 22; /* EINVAL */
  ((unsigned *)barrier)[0] = 0;
  ((unsigned *)barrier)[1] = count;
  ((unsigned *)barrier)[2] = 0;
  return 0;
}

int pthread_barrier_destroy(void *barrier)
{
__CPROVER_HIDE:;
  return 0;
}

int pthread_barrier_wait(void *barrier)
{
__CPROVER_HIDE:;
  int result = 0;
  unsigned generation;
  __rbmc_fence();
  __CPROVER_atomic_begin();
  generation = ((unsigned *)barrier)[2];
  ((unsigned *)barrier)[0]++;
  if(((unsigned *)barrier)[0] == ((unsigned *)barrier)[1])
  {
    ((unsigned *)barrier)[0] = 0;
    ((unsigned *)barrier)[2]++;
    result = -1; /* PTHREAD_BARRIER_SERIAL_THREAD */
  }
  __CPROVER_atomic_end();
  __rbmc_fence();
  if(result == 0)
  {
    __CPROVER_atomic_begin();
    __CPROVER_assume(((unsigned *)barrier)[2] != generation);
    __CPROVER_atomic_end();
    __rbmc_fence();
  }
  return result;
}

/* once: 0 not run, 1 running, 2 done */
int pthread_once(int *once_control, void (*init_routine)(void))
{
__CPROVER_HIDE:;
  int first;
  __rbmc_fence();
  __CPROVER_atomic_begin();
  first = *once_control == 0;
  if(first)
    *once_control = 1;
  __CPROVER_atomic_end();
  __rbmc_fence();
  if(first)
  {
    init_routine();
    /* release: the routine's writes are visible before the state says done */
    __rbmc_fence();
    *once_control = 2;
  }
  else
  {
    __CPROVER_atomic_begin();
    __CPROVER_assume(*once_control == 2);
    __CPROVER_atomic_end();
    __rbmc_fence();
  }
  return 0;
}

/* semaphores: the value in the first unsigned int */
int sem_init(void *sem, int pshared, unsigned value)
{
__CPROVER_HIDE:;
  *(unsigned *)sem = value;
  return 0;
}

int sem_destroy(void *sem)
{
__CPROVER_HIDE:;
  return 0;
}

int sem_wait(void *sem)
{
__CPROVER_HIDE:;
  __rbmc_fence();
  __CPROVER_atomic_begin();
  __CPROVER_assume(*(unsigned *)sem > 0);
  (*(unsigned *)sem)--;
  __CPROVER_atomic_end();
  __rbmc_fence();
  return 0;
}

int sem_trywait(void *sem)
{
__CPROVER_HIDE:;
  int result = 0;
  __rbmc_fence();
  __CPROVER_atomic_begin();
  if(*(unsigned *)sem > 0)
    (*(unsigned *)sem)--;
  else
    result = -1;
  __CPROVER_atomic_end();
  __rbmc_fence();
  if(result == -1)
    *__errno_location() = 11; /* EAGAIN */
  return result;
}

int sem_post(void *sem)
{
__CPROVER_HIDE:;
  __rbmc_fence();
  __CPROVER_atomic_begin();
  (*(unsigned *)sem)++;
  __CPROVER_atomic_end();
  __rbmc_fence();
  return 0;
}

int sem_getvalue(void *sem, int *value)
{
__CPROVER_HIDE:;
  *value = (int)*(unsigned *)sem;
  return 0;
}

/* either the wait succeeds as sem_wait, or the time runs out first (ETIMEDOUT); the
   deadline (struct timespec: seconds, nanoseconds) is read */
/* never times out when the semaphore can be taken at once (POSIX), and only then reads
   the time limit */
int sem_timedwait(void *sem, const void *abstime)
{
__CPROVER_HIDE:;
  int now;
  __rbmc_fence();
  __CPROVER_atomic_begin();
  now = *(unsigned *)sem > 0;
  if(now)
    (*(unsigned *)sem)--;
  __CPROVER_atomic_end();
  __rbmc_fence();
  if(now)
    return 0;
  (void)((const long *)abstime)[1];
  if(__VERIFIER_nondet___CPROVER_bool())
  {
    *__errno_location() = 110; /* ETIMEDOUT */
    return -1;
  }
  return sem_wait(sem);
}


/* cancellation is not modelled point by point: pthread_cancel of a thread that exists
   either has no visible effect (cancellation disabled or deferred past the thread's
   end), or ends the thread at once as far as pthread_join sees it (its result is
   PTHREAD_CANCELED, (void *)-1); the thread's own code may still run on, which only adds
   behaviours. An unknown thread is ESRCH. */
int pthread_cancel(unsigned long thread)
{
__CPROVER_HIDE:;
  if(thread > __rbmc_next_thread_id)
    return 3; /* ESRCH */
  if(__VERIFIER_nondet___CPROVER_bool())
    __rbmc_thread_exits(thread, (void *)-1);
  return 0;
}

/* pthreads-win32's: posts count times at once (count <= 0 is EINVAL) */
int sem_post_multiple(void *sem, int count)
{
__CPROVER_HIDE:;
  if(count <= 0)
  {
    *__errno_location() = 22; /* EINVAL */
    return -1;
  }
  __rbmc_fence();
  __CPROVER_atomic_begin();
  *(unsigned *)sem += (unsigned)count;
  __CPROVER_atomic_end();
  __rbmc_fence();
  return 0;
}
