// a file-local helper whose name main.c gives to a function with external linkage
static int helper(void)
{
  __CPROVER_assert(1, "the static helper runs");
  return 1;
}

int use_static(void)
{
  return helper();
}
