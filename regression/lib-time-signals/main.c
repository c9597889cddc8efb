#include <assert.h>
#include <errno.h>
#include <signal.h>
#include <stddef.h>
#include <sys/time.h>
#include <time.h>

static void on_signal(int sig)
{
  (void)sig;
}

int main(void)
{
  struct timeval tv;
  assert(gettimeofday(&tv, NULL) == 0);
  assert(tv.tv_usec >= 0 && tv.tv_usec < 1000000);

  struct timespec ts;
  assert(clock_gettime(CLOCK_MONOTONIC, &ts) == 0);
  assert(ts.tv_sec >= 0 && ts.tv_nsec >= 0 && ts.tv_nsec < 1000000000);
  assert(clock_gettime(CLOCK_REALTIME, &ts) == 0);
  assert(clock_gettime(12345, &ts) == -1 && errno == EINVAL);

  struct timespec req = {0, 1000}, rem;
  int r = nanosleep(&req, &rem);
  if(r == -1)
    assert(errno == EINTR && rem.tv_sec == 0 && rem.tv_nsec <= 1000);
  struct timespec bad = {0, 1000000000};
  assert(nanosleep(&bad, NULL) == -1 && errno == EINVAL);

  sigset_t set;
  assert(sigemptyset(&set) == 0);
  assert(sigismember(&set, SIGINT) == 0);
  assert(sigaddset(&set, SIGINT) == 0 && sigismember(&set, SIGINT) == 1);
  assert(sigaddset(&set, 64) == 0 && sigismember(&set, 64) == 1);
  assert(sigdelset(&set, SIGINT) == 0 && sigismember(&set, SIGINT) == 0);
  assert(sigaddset(&set, 65) == -1 && errno == EINVAL);
  assert(sigaddset(&set, 0) == -1);
  assert(sigfillset(&set) == 0 && sigismember(&set, SIGTERM) == 1);
  /* glibc keeps its own signals (32 and 33) out */
  assert(sigismember(&set, 32) == 0 && sigismember(&set, 33) == 0);

  struct sigaction sa, old;
  sa.sa_handler = on_signal;
  sigemptyset(&sa.sa_mask);
  sa.sa_flags = 0;
  assert(sigaction(SIGUSR1, &sa, NULL) == 0);
  assert(sigaction(SIGUSR1, NULL, &old) == 0 && old.sa_handler == on_signal);
  assert(sigaction(SIGKILL, &sa, NULL) == -1 && errno == EINVAL);

  sigset_t block, previous;
  sigemptyset(&block);
  sigaddset(&block, SIGUSR2);
  assert(sigprocmask(SIG_BLOCK, &block, NULL) == 0);
  assert(sigprocmask(SIG_SETMASK, NULL, &previous) == 0);
  assert(sigismember(&previous, SIGUSR2) == 1);
  assert(sigprocmask(SIG_UNBLOCK, &block, &previous) == 0);
  assert(sigismember(&previous, SIGUSR2) == 1);
  assert(sigprocmask(SIG_BLOCK, NULL, &previous) == 0 && sigismember(&previous, SIGUSR2) == 0);
  assert(sigprocmask(99, &block, NULL) == -1 && errno == EINVAL);
  return 0;
}
