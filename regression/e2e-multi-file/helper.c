int shared = 7;

int helper_value(void)
{
  return 6 * shared;
}
