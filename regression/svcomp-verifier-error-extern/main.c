/* The SV-COMP property before 2020 names __VERIFIER_error, declared without a body. */
extern void __VERIFIER_error(void) __attribute__((__noreturn__));
extern int __VERIFIER_nondet_int(void);
void check(int cond) {
  if (!cond) {
  ERROR:
    __VERIFIER_error();
  }
}
int main(void) {
  int a[4] = {1, 2, 3, 3};
  int n = __VERIFIER_nondet_int();
  if (n >= 0 && n < 4)
    check(a[n] == n + 1); /* fails for n == 3 */
  return 0;
}
