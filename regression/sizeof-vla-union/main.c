#include <assert.h>
unsigned nondet_unsigned(void);
int main(void)
{
  unsigned x = nondet_unsigned();
  __CPROVER_assume(x <= 100);
  union U { int i; char array[x]; };
  struct S { char tag; union { short s; char bytes[x]; }; double d; };
  struct T { int n; union U u[2]; };
  unsigned ru = x <= 4 ? 4 : (x + 3) / 4 * 4;
  assert(sizeof(union U) == ru);
  unsigned rs = x <= 2 ? 2 : (x + 1) / 2 * 2;
  assert(sizeof(struct S) == (2 + rs + 7) / 8 * 8 + 8);
  assert(sizeof(struct T) == 4 + 2 * ru);
  assert(sizeof(union U) == (x > 4 ? x : 4)); /* fails for x = 5 (padding) */
  return 0;
}
