// sum(2, 1) passes one variadic argument but reads two: the second va_arg reads past the
// end of the argument array.
#include <stdarg.h>

int sum(int n, ...)
{
  va_list ap;
  va_start(ap, n);
  int s = 0;
  for(int i = 0; i < n; i++)
    s += va_arg(ap, int);
  va_end(ap);
  return s;
}

int main(void)
{
  __CPROVER_assert(sum(1, 41) == 41, "one argument is read correctly");
  return sum(2, 1);
}
