int nondet_int(void);

int inc(int x) { return x + 1; }
int dec(int x) { return x - 1; }

int main(void)
{
  int (*f)(int) = nondet_int() ? inc : dec;
  int r = f(3);
  __CPROVER_assert(r == 4 || r == 2, "r is 4 or 2"); //@A
  return 0;
}
