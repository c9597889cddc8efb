#include <stddef.h>

char *nondet_pointer(void);

int main(void)
{
  /* an address made from an integer points to no object: nothing is readable there */
  char *a = (char *)(((size_t)77 << (sizeof(char *) * 8 - 8)) | 5);
  if(__CPROVER_r_ok(a, 4))
    __CPROVER_assert(0, "an integer address is not readable");

  /* an uninitialised pointer points to no object of this program */
  char *u;
  if(__CPROVER_r_ok(u, 1))
    __CPROVER_assert(0, "no object to read through an uninitialised pointer");

  /* a pointer returned by a function without a body points to no object either: the
     assumption cannot hold (as in CBMC's r_w_ok_inconsistent tests) */
  char *p = nondet_pointer();
  __CPROVER_assume(__CPROVER_r_ok(p, 4));
  __CPROVER_assert(0, "unreachable after the assumption");
  return 0;
}
