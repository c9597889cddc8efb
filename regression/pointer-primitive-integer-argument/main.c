// The pointer primitives take `const void *`: an integer argument such as the literal 0
// converts to a pointer (the null pointer), as an argument of a declared function would.
int main(void)
{
  int x;
  int *p = &x;
  int *n = 0;
  __CPROVER_assert(!__CPROVER_same_object(p, 0), "p is not null");
  __CPROVER_assert(__CPROVER_same_object(n, 0), "n is null");
  __CPROVER_assert(__CPROVER_POINTER_OBJECT(0) == __CPROVER_POINTER_OBJECT(n), "null object");
  __CPROVER_assert(!__CPROVER_r_ok(0, 1), "null is not readable");
  __CPROVER_assert(__CPROVER_same_object(p, 0), "p is null");
  return 0;
}
