/* the Linux kernel's test for an integer constant expression */
#define __is_constexpr(x) \
  (sizeof(int) == sizeof(*(8 ? ((void *)((long)(x) * 0l)) : (int *)8)))

enum { SIZE = 16 };

int main(void)
{
  int n = 3;
  __CPROVER_assert(__is_constexpr(SIZE * 2), "a constant");
  __CPROVER_assert(!__is_constexpr(n), "a variable");
  __CPROVER_assert(sizeof(*(1 ? (void *)(2 - 2) : (int *)8)) == sizeof(int), "2 - 2");
  int *p = (void *)(4 * 0);
  __CPROVER_assert(p == 0, "a null pointer");
  __CPROVER_assert(__is_constexpr(n), "n is not a constant");
  return 0;
}
