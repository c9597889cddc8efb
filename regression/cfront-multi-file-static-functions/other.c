static int level = 2;

static int helper(void)
{
  return level * 100;
}

int other_helper(void)
{
  return helper();
}
