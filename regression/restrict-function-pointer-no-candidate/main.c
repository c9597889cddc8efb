typedef int (*op_t)(int);
typedef int (*old_t)();

int inc(int x)
{
  return x + 1;
}

int dbl(int x)
{
  return 2 * x;
}

void harness(op_t op, old_t old, int x)
{
  __CPROVER_assume(x > 0 && x < 100);
  /* no function has its address taken: without a restriction no call has a target */
  int r = op(x);
  __CPROVER_assert(r == x + 1 || r == 2 * x, "inc or dbl");
  /* a pointer without a prototype */
  int s = old(x);
  __CPROVER_assert(s == x + 1, "inc");
}
