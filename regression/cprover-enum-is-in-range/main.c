enum color { RED = 1, GREEN = 2, BLUE = 4 };
int main(void)
{
  enum color c;
  __CPROVER_assume(__CPROVER_enum_is_in_range(c));
  __CPROVER_assert(c == RED || c == GREEN || c == BLUE, "in range");
  __CPROVER_assert(c != 3, "not 3");
  enum color d;
  __CPROVER_assert(__CPROVER_enum_is_in_range(d), "d may be anything");
  return 0;
}
