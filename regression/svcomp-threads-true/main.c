#include <pthread.h>
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *);
void reach_error() { __assert_fail("0", "t.c", 3, "reach_error"); }
void __VERIFIER_assert(int cond) { if (!(cond)) { ERROR: {reach_error();abort();} } return; }
int i = 1, j = 1;
void *t1(void *arg) { for (int k = 0; k < 2; k++) { __VERIFIER_atomic_begin(); i += j; __VERIFIER_atomic_end(); } pthread_exit(0); }
void *t2(void *arg) { for (int k = 0; k < 2; k++) { __VERIFIER_atomic_begin(); j += i; __VERIFIER_atomic_end(); } pthread_exit(0); }
int main() { pthread_t id1, id2; pthread_create(&id1, 0, t1, 0); pthread_create(&id2, 0, t2, 0);
  __VERIFIER_atomic_begin(); int condI = i >= 9; __VERIFIER_atomic_end();
  __VERIFIER_atomic_begin(); int condJ = j >= 9; __VERIFIER_atomic_end();
  if (condI || condJ) { reach_error(); }
  return 0; }
