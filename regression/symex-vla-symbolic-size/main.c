#include <string.h>
unsigned nondet_unsigned(void);

int main(void)
{
  unsigned n = nondet_unsigned();
  __CPROVER_assume(n >= 2 && n <= 100);
  char a[n];
  memset(a, 'x', n);
  unsigned i = nondet_unsigned();
  __CPROVER_assume(i < n);
  n = 1;
  a[i] = 'y';
  __CPROVER_assert(a[i] == 'y', "written element");
  __CPROVER_assert(a[0] == 'x' || i == 0, "memset filled the others");
  __CPROVER_assert(sizeof(a) >= 2, "size fixed at the declaration");
  __CPROVER_assert(a[1] == 'x', "element 1 untouched");
  return 0;
}
