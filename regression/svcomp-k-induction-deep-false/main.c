// FALSE: x reaches 50 after 50 iterations.
extern void abort(void);
extern void reach_error(void);
extern int __VERIFIER_nondet_int(void);
void __VERIFIER_assert(int cond) { if(!(cond)) { ERROR: {reach_error();abort();} } }
int main() {
  int x = 0;
  while (__VERIFIER_nondet_int()) {
    x++;
    __VERIFIER_assert(x != 50);
  }
  return 0;
}
