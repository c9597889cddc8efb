// va_start / va_arg / va_copy / va_end, a va_list handed to another function, and nested
// variadic calls; every assertion holds (checked natively with gcc).
#include <assert.h>
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

long nth(int k, ...)
{
  va_list ap, copy;
  va_start(ap, k);
  va_copy(copy, ap);
  long r = 0;
  for(int i = 0; i <= k; i++)
    r = va_arg(copy, long);
  va_end(copy);
  // the original list still starts at the first variadic argument
  long first = va_arg(ap, long);
  va_end(ap);
  return r + first;
}

int vsum(int n, va_list ap)
{
  int s = 0;
  while(n-- > 0)
    s += va_arg(ap, int);
  return s;
}

int wrapped(int n, ...)
{
  va_list ap;
  va_start(ap, n);
  int s = vsum(n, ap);
  va_end(ap);
  return s;
}

struct point
{
  int x, y;
};

// arguments of different types, read with their own types
int mixed(int n, ...)
{
  va_list ap;
  va_start(ap, n);
  int a = va_arg(ap, int);
  int *p = va_arg(ap, int *);
  struct point pt = va_arg(ap, struct point);
  long l = va_arg(ap, long);
  va_end(ap);
  return a + *p + pt.x * pt.y + (int)l;
}

int main(void)
{
  int x = 7;
  assert(sum(3, 1, 2, x) == 10);
  assert(sum(0) == 0);
  assert(nth(2, 10L, 20L, 30L) == 40);
  assert(wrapped(2, 5, 6) == 11);
  assert(sum(2, sum(1, 7), 1) == 8);
  char c = 3; // promoted to int when passed
  assert(sum(1, c) == 3);
  struct point p = {3, 4};
  assert(mixed(4, 1, &x, p, 100L) == 120);
  return 0;
}
