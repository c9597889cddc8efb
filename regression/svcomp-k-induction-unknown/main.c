// TRUE, but neither k-inductive nor provable with rbmc's candidate invariants: x stays a
// multiple of 4 (also when it wraps), and only that invariant excludes x == 6 after the
// loop; the parity candidate (x even) is too weak.
extern void abort(void);
extern void reach_error(void);
extern int __VERIFIER_nondet_int(void);
int main() {
  unsigned x = 0;
  while (__VERIFIER_nondet_int()) { x += 4; }
  if (x == 6)
    reach_error();
  return 0;
}
