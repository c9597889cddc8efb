// TRUE: g only grows by 2 (also through the call), so it stays even.
extern void abort(void);
extern void reach_error(void);
extern int __VERIFIER_nondet_int(void);
void __VERIFIER_assert(int cond) { if(!(cond)) { ERROR: {reach_error();abort();} } }
int g = 0;
void inc(void) { g += 2; }
int main() {
  int s = 0;
  while (__VERIFIER_nondet_int()) {
    inc();
    for (int i = 0; i < 3; i++)
      s += 2;
    __VERIFIER_assert(g % 2 == 0 && s % 2 == 0);
  }
  return 0;
}
