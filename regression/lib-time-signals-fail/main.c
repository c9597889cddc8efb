#include <assert.h>
#include <signal.h>
#include <stdlib.h>
#include <time.h>

int main(int argc, char **argv)
{
  (void)argv;
  if(argc == 1)
  {
    /* the old action of a signal never set is whatever was inherited */
    struct sigaction old;
    sigaction(SIGINT, NULL, &old);
    assert(old.sa_handler == SIG_DFL);
  }
  else if(argc == 2)
  {
    /* clock_gettime stores a whole struct timespec */
    struct timespec *half = malloc(8);
    if(half != NULL)
      clock_gettime(CLOCK_REALTIME, half);
    free(half);
  }
  else
  {
    /* the mask of blocked signals is inherited */
    sigset_t current;
    sigprocmask(SIG_BLOCK, NULL, &current);
    assert(!sigismember(&current, SIGINT));
  }
  return 0;
}
