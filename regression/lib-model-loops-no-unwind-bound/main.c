#include <assert.h>
#include <signal.h>
#include <string.h>
#include <strings.h>
#include <time.h>

int nondet_int(void);
long nondet_long(void);

int main(void)
{
  // library models whose loops have constant bounds need no --unwind of the program's
  int x = nondet_int();
  int r = ffs(x);
  assert(r >= 0 && r <= 32);
  assert(x == 0 || (x >> (r - 1) & 1) == 1);
  long y = nondet_long();
  assert(ffsl(y) <= 64 && ffsll(y) <= 64);
  sigset_t set;
  sigemptyset(&set);
  assert(!sigismember(&set, SIGINT));
  sigfillset(&set);
  time_t t = 0;
  struct tm out;
  (void)gmtime_r(&t, &out);
  char buf[64];
  (void)strerror_r(nondet_int(), buf, sizeof buf);
  // the program's own loop: this bound is the one --unwind 2 checks
  int k = 0;
  for(int i = 0; i < 3; i++)
    k++;
  return 0;
}
