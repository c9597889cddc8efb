#include <stdio.h>

int main()
{
  int n;
  __CPROVER_assume(n > 2 && n < 4);
  double d = n / 4.0;
  printf("n=%d hex=%#x char=%c name=%s d=%.2f e=%e g=%g\n", n, 255, 'A', "rbmc", d, d, d);
  __CPROVER_output("n", n);
  __CPROVER_assert(n != 3, "reached");
  return 0;
}
