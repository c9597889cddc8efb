#include <assert.h>
#include <limits.h>
#include <stdlib.h>

int main(int argc, char **argv)
{
  (void)argv;
  /* a zero divisor is caught inside the model */
  div_t a = div(7, argc - 1);
  /* so is the quotient that overflows */
  div_t b = div(INT_MIN, argc > 1 ? -1 : 1);
  /* the quotient truncates toward zero: -7 / 2 is -3, not -4 */
  div_t c = div(-7, 2);
  assert(c.quot == -4);
  return a.quot + b.quot;
}
