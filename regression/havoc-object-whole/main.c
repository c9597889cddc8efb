struct pair
{
  int first;
  int second;
};

int main()
{
  struct pair s = {1, 2};
  int other = 7;
  __CPROVER_havoc_object(&s.second);
  __CPROVER_assert(s.first == 1, "the whole object is havocked");
  __CPROVER_assert(other == 7, "other objects are not");
  int a[4] = {0, 1, 2, 3};
  __CPROVER_havoc_object(&a[2]);
  __CPROVER_assert(a[0] == 0, "the whole array too");
  return 0;
}
