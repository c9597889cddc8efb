// TRUE (n stays a multiple of 4), but k-induction's candidates cannot show it, and every
// pass takes the address of a fresh local: as the unwinding deepens, the program has more
// objects than the solver's object bits can number. The answer is UNKNOWN, with a verdict
// line, never an error without one.
extern void abort(void);
extern void reach_error(void);
extern int __VERIFIER_nondet_int(void);
int main() {
  unsigned n = 0;
  while (__VERIFIER_nondet_int()) {
    unsigned next = n + 4;
    unsigned *p = &next;
    n = *p;
  }
  if (n == 6)
    reach_error();
  return 0;
}
