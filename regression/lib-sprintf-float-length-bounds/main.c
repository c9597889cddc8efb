#include <stdio.h>

double nondet_double(void);

int main(void)
{
  double x = nondet_double();
  char g[16];
  int n = sprintf(g, "%g", x); // at most "-1.23457e+308": 13 characters
  __CPROVER_assert(n >= 1 && n <= 13, "%g length");

  char e[16];
  sprintf(e, "%.3e", x); // at most "-1.000e+300"
  double y = nondet_double();
  __CPROVER_assume(y > -1000.0 && y < 1000.0);
  char f[16];
  n = sprintf(f, "%.2f", y); // at most "-999.99" after rounding "-1000.00"
  __CPROVER_assert(n <= 8, "%.2f length of a bounded value");

#ifdef SMALL_BUFFER
  char small[4];
  sprintf(small, "%f", 1.0); // "1.000000" does not fit
#endif
  return 0;
}
