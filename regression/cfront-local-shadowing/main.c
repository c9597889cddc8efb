int x = 1;
int main(void)
{
  int x = 2;
  {
    int x = 3;
    __CPROVER_assert(x == 3, "inner");
  }
  __CPROVER_assert(x == 2, "outer");
  return 0;
}
