/* C does ++ and -- on signed char and short in int and converts back (implementation-
   defined, not an overflow); atomic fetch-and-add wraps (C11 7.17.7.5p3). */
#include <limits.h>
#include <stdatomic.h>
extern int __VERIFIER_nondet_int(void);
int main(void) {
  signed char c = 127;
  c++;
  short s = -32768;
  s--;
  --c;
  atomic_int a = INT_MAX;
  atomic_fetch_add(&a, 1);
  int b = INT_MIN;
  __sync_fetch_and_sub(&b, 1);
  __atomic_fetch_add(&b, 5, __ATOMIC_SEQ_CST);
  int x = __VERIFIER_nondet_int();
  if (x > 0 && x < 100)
    return (x + (INT_MAX - 100)) - c - s;
  return b - a; /* INT_MIN + 4 - INT_MIN: no overflow */
}
