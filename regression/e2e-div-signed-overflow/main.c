#include <limits.h>
int nondet_int(void);

int main(void)
{
  int a = nondet_int(), b = nondet_int();
  __CPROVER_assume(b != 0);
  return a / b; //@A
}
