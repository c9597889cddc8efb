// TRUE: the loop leaves with i == n; i <= n (the loop condition i < n weakened) is the
// invariant that proves it.
extern void abort(void);
extern void reach_error(void);
extern int __VERIFIER_nondet_int(void);
void __VERIFIER_assert(int cond) { if(!(cond)) { ERROR: {reach_error();abort();} } }
int main() {
  int n = __VERIFIER_nondet_int();
  if (n < 0)
    return 0;
  int i = 0;
  while (i < n) {
    i++;
  }
  __VERIFIER_assert(i == n);
  return 0;
}
