int nondet_int(void);

int inc(int x) { return x + 1; }
int dbl(int x) { return 2 * x; }

int main(void)
{
  int (*f)(int) = nondet_int() ? inc : dbl;
  int r = f(3);
  __CPROVER_assert(r == 4, "r is 4"); //@A
  return 0;
}
