// TRUE, but not k-inductive: x stays even, yet the assertion is only checked after the
// loop, so the hypotheses say nothing about x and an odd x may leave the loop.
extern void abort(void);
extern void reach_error(void);
extern int __VERIFIER_nondet_int(void);
void __VERIFIER_assert(int cond) { if(!(cond)) { ERROR: {reach_error();abort();} } }
int main() {
  unsigned x = 0;
  while (__VERIFIER_nondet_int()) { x += 2; }
  __VERIFIER_assert(x % 2 == 0);
  return 0;
}
