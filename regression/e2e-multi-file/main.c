int helper_value(void);
extern int shared;

int main(void)
{
  __CPROVER_assert(helper_value() == 42, "from the other file"); //@A
  __CPROVER_assert(shared == 7, "global defined elsewhere"); //@B
  return 0;
}
