// litmus test: message passing (MP): the flag is seen before the data
int x, y;
int r1 = -1, r2 = -1;

void t1(void)
{
  x = 1; y = 1;
}

void t2(void)
{
  r1 = y; r2 = x;
}

int main(void)
{
__CPROVER_ASYNC_1:
  t1();
__CPROVER_ASYNC_2:
  t2();
  __CPROVER_assert(!(r1 == 1 && r2 == 0), "outcome");
  return 0;
}
