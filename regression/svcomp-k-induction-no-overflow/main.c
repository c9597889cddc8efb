// TRUE: c < 1000 before each increment.
extern int __VERIFIER_nondet_int(void);
int main() {
  int c = 0;
  while (__VERIFIER_nondet_int()) {
    if (c < 1000)
      c++;
    else
      c = __VERIFIER_nondet_int() % 1000;
  }
  return c;
}
