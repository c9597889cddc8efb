// K&R (old-style) definitions: parameter types come from the declaration list, a call
// before any prototype converts the arguments to those types, parameters without a
// declaration are int; arguments are only default-promoted, so long needs an L suffix
// (checked natively with gcc).
#include <assert.h>

int scale();

int main(void)
{
  assert(scale(3, 2, 100L) == 302);
  assert(scale(-1, 1, 5L) == -4);
  return 0;
}

int scale(factor, offset, base)
  short factor;
  long base;
{
  return (int)(factor * base) + offset + factor * 0;
}
