#include <assert.h>
#include <stdio.h>

int nondet_int(void);

int main(void)
{
  char b[16];
  int x = nondet_int();
  __CPROVER_assume(x >= 0 && x < 100000);
  snprintf(b, sizeof b, "id-%d", x);
  // fails exactly when the decimal text of x starts with 42 (x = 42, 420..429, ...)
  assert(!(b[3] == '4' && b[4] == '2'));
  return 0;
}
