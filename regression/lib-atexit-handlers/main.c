/* Handlers registered with atexit run in reverse order when main returns or exit is
   called; quick_exit runs the at_quick_exit ones instead (C11 7.22.4). The log is checked
   in the last handler to run. */
#include <stdlib.h>
#include <assert.h>

char log_[8];
int n;
int *buffer;

void first(void)
{
  log_[n++] = 'a';
  /* the last to run: everything before it ran, in reverse order */
  assert(n == 3 && log_[0] == 'c' && log_[1] == 'b' && log_[2] == 'a');
#ifdef FREE_LATE
  free(buffer);
#endif
}
void second(void) { log_[n++] = 'b'; }
void third(void) { log_[n++] = 'c'; }
void quick(void) { assert(n == 0); }

void finish(int how)
{
  if(how == 1)
    exit(2);
  if(how == 2)
    quick_exit(3);
}

int main(void)
{
  int how;
  __CPROVER_assume(how >= 0 && how <= 2);
  buffer = malloc(sizeof(int));
  atexit(first);
  atexit(second);
  at_quick_exit(quick);
  atexit(third);
  finish(how);
  return 0;
}
