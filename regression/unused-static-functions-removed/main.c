static int helper(int x)
{
  __CPROVER_assert(x > 100, "never called");
  return x << 40;
}

extern inline int twice(int x)
{
  __CPROVER_assert(x > 100, "never called either");
  return 2 * x;
}

static int used(int x)
{
  __CPROVER_assert(x >= 0, "called");
  return x + 1;
}

int main(void)
{
  int r = used(1);
  __CPROVER_assert(r == 2, "result");
  return 0;
}
