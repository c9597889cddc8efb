#include <stdlib.h>

size_t nondet_size();

int main()
{
  size_t n = nondet_size();
  if(n == 0 || n > __CPROVER_max_malloc_size)
    return 0;
  char *a = malloc(n);
  char *b = malloc(n);
  if(!a || !b)
    return 0;
  __CPROVER_array_copy(a, b);
  __CPROVER_assert(__CPROVER_array_equal(a, b), "equal after the copy");
  a[0] = (char)(b[0] + 1);
  __CPROVER_assert(__CPROVER_array_equal(a, b), "unequal after a write");
  return 0;
}
