/* A failed assert aborts the program (glibc's __assert_fail does not return): nothing
   after it is a violation; memory still allocated there is, for valid-memcleanup. */
#include <assert.h>
#include <stdlib.h>
extern void __assert_fail(const char *, const char *, unsigned int, const char *)
    __attribute__((__noreturn__));
extern int __VERIFIER_nondet_int(void);
void reach_error(void) { __assert_fail("0", "main.c", 8, "reach_error"); }
int main(void) {
  int *p = malloc(sizeof(int));
  int x = __VERIFIER_nondet_int();
  assert(x < 100);
  if (x >= 100) reach_error();       /* unreachable: the assert aborted */
  int y = __VERIFIER_nondet_int();
  if (y == 2147483647) reach_error(); /* aborts: y + 1 below cannot overflow */
  x = y + 1;
  free(p);
  return x == 0;
}
