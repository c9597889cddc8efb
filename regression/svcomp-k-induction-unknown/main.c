// TRUE, but neither k-inductive nor provable with rbmc's candidate invariants: x stays
// even, and only an invariant about its parity excludes x == 7 after the loop.
extern void abort(void);
extern void reach_error(void);
extern int __VERIFIER_nondet_int(void);
int main() {
  int x = 0;
  while (__VERIFIER_nondet_int()) { x += 2; }
  if (x == 7)
    reach_error();
  return 0;
}
