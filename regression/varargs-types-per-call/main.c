#include <assert.h>
#include <stdarg.h>

// a user-written variadic function reading its argument with the type the format names
int my_printf(const char *fmt, ...)
{
  va_list ap;
  va_start(ap, fmt);
  int r;
  if(fmt[1] == 'd')
    r = va_arg(ap, int) < 0;
  else if(fmt[1] == 'u')
    r = va_arg(ap, unsigned) == 4294967295u;
  else if(fmt[1] == 'l')
    r = va_arg(ap, long) == -2l;
  else
    r = va_arg(ap, double) == 0.5;
  va_end(ap);
  return r;
}

int main(void)
{
  // the same position gets int, unsigned, long and double arguments in turn
  int a = my_printf("%d", -1);
  int b = my_printf("%u", 4294967295u);
  int c = my_printf("%ld", -2l);
  int d = my_printf("%f", 0.5);
  assert(a == 1);
  assert(b == 1);
  assert(c == 1 && d == 1);
  assert(a + b == 3); // fails
  return 0;
}
