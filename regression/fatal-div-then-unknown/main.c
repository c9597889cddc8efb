int choose(void);

int main(void)
{
  int d = choose() ? 4 : 0;
  int q = 100 / d;                    // may divide by zero: fatal
  __CPROVER_assert(d == 4 || d == 0, "d has one of two values");
  __CPROVER_assert(q == 25 || d == 0, "quotient");
  return 0;
}
