// TRUE, but the loop changes x through a pointer: k-induction does not apply.
extern void abort(void);
extern void reach_error(void);
extern int __VERIFIER_nondet_int(void);
void __VERIFIER_assert(int cond) { if(!(cond)) { ERROR: {reach_error();abort();} } }
int main() {
  int x = 0;
  int *p = &x;
  while (__VERIFIER_nondet_int()) {
    *p += 2;
    __VERIFIER_assert(x % 2 == 0);
  }
  return 0;
}
