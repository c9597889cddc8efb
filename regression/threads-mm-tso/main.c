int x;
int main(void)
{
__CPROVER_ASYNC_1:
  x = 1;
  __CPROVER_assert(x >= 0, "ok");
  return 0;
}
