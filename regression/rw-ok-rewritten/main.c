int main(void)
{
  int a[4];
  int *p = a;
  __CPROVER_assert(__CPROVER_r_ok(p, sizeof(a)), "whole array readable");
  __CPROVER_assert(__CPROVER_w_ok(p + 2, 2 * sizeof(int)), "last two writable");
  __CPROVER_assert(__CPROVER_rw_ok(p + 3, 2 * sizeof(int)), "one past the end");
  int *q = 0;
  __CPROVER_assert(!__CPROVER_r_ok(q, 1), "NULL is not readable");
  return 0;
}
