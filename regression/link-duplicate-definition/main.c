int k(int a)
{
  return 1;
}

int main(void)
{
  __CPROVER_assert(k(0) == 1, "the first definition");
  return 0;
}
