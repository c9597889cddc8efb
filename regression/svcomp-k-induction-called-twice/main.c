// TRUE, but run is called twice: its loop may be entered twice, so k-induction does not
// apply (the answer stays UNKNOWN).
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
  run(1);
  __VERIFIER_assert(g % 2 == 0);
  return 0;
}
