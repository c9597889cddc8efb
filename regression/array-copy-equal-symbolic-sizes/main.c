#include <stdlib.h>
unsigned nondet_unsigned(void);
int main(void)
{
  unsigned n = nondet_unsigned();
  __CPROVER_assume(n >= 1 && n <= 8);
  // heap to heap, symbolic size
  int *src = malloc(n * sizeof(int));
  int *dst = malloc(n * sizeof(int));
  __CPROVER_assume(src && dst);
  src[n - 1] = 42;
  __CPROVER_array_copy(dst, src);
  __CPROVER_assert(dst[n - 1] == 42, "last element copied");
  __CPROVER_assert(dst[0] == src[0], "first element copied");
  __CPROVER_assert(__CPROVER_array_equal(dst, src), "heap objects equal");
  // VLAs of equal sizes from different expressions
  short v[n], w[n + 0];
  v[0] = 7;
  __CPROVER_array_copy(w, v);
  __CPROVER_assert(w[0] == 7, "vla copied");
  __CPROVER_assert(__CPROVER_array_equal(v, w), "vlas equal");
  // different sizes are unequal
  char *p = malloc(n), *q = malloc(n + 1);
  __CPROVER_assume(p && q);
  __CPROVER_assert(!__CPROVER_array_equal(p, q), "different sizes unequal");
  dst[0] = src[0] + 1;
  __CPROVER_assert(__CPROVER_array_equal(dst, src), "equal after change"); // fails
  return 0;
}
