enum colour { RED = 3, GREEN = 7, BLUE = 11 };

int main(void)
{
  enum colour c;
  // an out-of-range value may reach the primitive: it must not be checked there
  if(!__CPROVER_enum_is_in_range(c))
    return -1;
  enum colour d = c;
  __CPROVER_assert(d == RED || d == GREEN || d == BLUE, "in range after the test");
  return d == RED;
}
