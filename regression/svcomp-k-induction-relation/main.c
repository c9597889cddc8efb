// TRUE: a and b grow together, so b <= a; b <= a alone is not k-inductive (a wraps to 0
// first from a havocked state), but with the candidate a == b it is.
extern void abort(void);
extern void reach_error(void);
extern int __VERIFIER_nondet_int(void);
void __VERIFIER_assert(int cond) { if(!(cond)) { ERROR: {reach_error();abort();} } }
int main() {
  unsigned a = 0, b = 0;
  unsigned odd = 1;
  while (__VERIFIER_nondet_int()) {
    a++;
    b++;
    odd += 2;
  }
  __VERIFIER_assert(b <= a && odd != 100);
  return 0;
}
