#include <stdarg.h>

int first(int n, ...)
{
  va_list ap;
  va_start(ap, n);
  int v = va_arg(ap, int);
  va_end(ap);
  return v;
}

int main(void)
{
  char c = 'a';
  int r = first(1, c);
  first(0);
  return r;
}
