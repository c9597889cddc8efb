struct pair
{
  int x;
  int y;
};

int main(void)
{
  struct pair s;
  __CPROVER_assume(s.x == 5);
  __CPROVER_assert(s.y == s.x, "fields are equal");
  return 0;
}
