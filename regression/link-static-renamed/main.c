int use_static(void);

int helper(void)
{
  return 5;
}

int main(void)
{
  __CPROVER_assert(use_static() == 1, "lib.c's own helper");
  __CPROVER_assert(helper() == 5, "the external helper");
  return 0;
}
