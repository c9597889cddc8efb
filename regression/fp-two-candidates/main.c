int inc(int x) { return x + 1; }
int dec(int x) { return x - 1; }

int main(void)
{
  int (*f)(int);
  int c;
  f = c ? inc : dec;
  int r = f(10);
  __CPROVER_assert(r == 11 || r == 9, "one step");
  __CPROVER_assert(r == 11, "always up");
  return 0;
}
