// Both units define a file-local `static int helper(void)` and a file-local static
// variable `level`: each call binds to its own unit's definitions.
static int level = 1;

static int helper(void)
{
  return level * 10;
}

int other_helper(void); // defined in other.c, calls other.c's helper

int main(void)
{
  __CPROVER_assert(helper() == 10, "main.c's helper");
  __CPROVER_assert(other_helper() == 200, "other.c's helper");
  return 0;
}
