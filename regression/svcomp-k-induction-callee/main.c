// TRUE: run's loop leaves with i == n and adds 2 to g per pass; main checks g after the
// call. The loop is in a function called once, outside loops, so k-induction applies there;
// main's check on the global g is one of the candidate invariants.
extern void abort(void);
extern void reach_error(void);
extern int __VERIFIER_nondet_int(void);
void __VERIFIER_assert(int cond) { if(!(cond)) { ERROR: {reach_error();abort();} } }
int g;
void run(int n) {
  int i = 0;
  while (i < n) {
    i++;
    g += 2;
  }
  __VERIFIER_assert(i == n);
}
int main() {
  int n = __VERIFIER_nondet_int();
  if (n < 0)
    return 0;
  run(n);
  __VERIFIER_assert(g % 2 == 0);
  return 0;
}
