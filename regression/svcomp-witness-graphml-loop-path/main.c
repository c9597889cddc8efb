extern void abort(void);
void reach_error(void) {}
extern int __VERIFIER_nondet_int(void);
int main(void) {
  int n = 0;
  while (1) {
    int v = __VERIFIER_nondet_int();
    if (v == 0)
      break;
    if (v != 5 + n)
      return 0;
    n++;
  }
  if (n == 3) {
    reach_error();
    abort();
  }
  return 0;
}
