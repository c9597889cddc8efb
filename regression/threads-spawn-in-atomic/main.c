int x;
int main(void)
{
  __CPROVER_atomic_begin();
__CPROVER_ASYNC_1:
  x = 1;
  __CPROVER_atomic_end();
  return 0;
}
