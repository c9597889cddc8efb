#include <setjmp.h>
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *);
void reach_error() { __assert_fail("0", "lj.c", 3, "reach_error"); }
jmp_buf env;
int main() { if (setjmp(env)) { reach_error(); } longjmp(env, 1); return 0; }
