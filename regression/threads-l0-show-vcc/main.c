int shared;

void work(int n)
{
  int local = n;
  shared = local;
}

int main(void)
{
__CPROVER_ASYNC_1:
  work(1);
__CPROVER_ASYNC_2:
  work(2);
  __CPROVER_assert(shared >= 0, "some thread or none wrote");
  return 0;
}
