#include <stdlib.h>

int main(int argc, char **argv)
{
  unsigned long n;
  __CPROVER_assume(n > 100000000ul && n < 1000000000ul);
  int *a = malloc(n * sizeof(int));
  a[n - 1] = 42;
  __CPROVER_assert(argv[argc] == 0, "argv ends with NULL");
  __CPROVER_assert(argc < 2 || argv[1] != 0, "argv[1] is a string");
  __CPROVER_assert(a[n - 1] != 42 || a[0] != 7, "a[0] may be 7");
  return 0;
}
