// TRUE: x stays even. The assertion after the loop is also an invariant of the loop:
// as a candidate invariant it is proved together with the property.
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
