// TRUE: both loops keep a and b equal and t even; neither loop is ever unwound
// completely. The first loop is replaced by one pass from any state where its proved
// invariants hold (a == b, t even), then k-induction proves the second.
extern void abort(void);
extern void reach_error(void);
extern int __VERIFIER_nondet_int(void);
void __VERIFIER_assert(int cond) { if(!(cond)) { ERROR: {reach_error();abort();} } }
int main() {
  unsigned a = 0, b = 0, t = 0;
  while (__VERIFIER_nondet_int()) {
    a += 3;
    b += 3;
    t += 2;
  }
  while (__VERIFIER_nondet_int()) {
    a--;
    b--;
    t += 4;
  }
  __VERIFIER_assert(a == b && t != 7);
  return 0;
}
