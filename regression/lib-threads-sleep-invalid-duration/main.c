#include <assert.h>
#include <threads.h>

int main(void)
{
  struct timespec bad = {0, -1};
  struct timespec rest;
  /* an invalid duration: a negative result other than -1 (glibc: -2), and the
     program goes on */
  int r = thrd_sleep(&bad, &rest);
  assert(r < -1);
  struct timespec late = {-1, 0};
  r = thrd_sleep(&late, &rest);
  assert(r != 0);
  /* a valid one: 0, or -1 with the remaining time no longer than asked */
  struct timespec ok = {1, 5};
  r = thrd_sleep(&ok, &rest);
  assert(r == 0 || (r == -1 && rest.tv_sec <= 1));
  assert(0 && "reachable after the calls");
  return 0;
}
