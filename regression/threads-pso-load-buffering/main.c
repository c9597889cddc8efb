// litmus test: load buffering (LB): each read sees the other thread's later write
int x, y;
int r1 = -1, r2 = -1;

void t1(void)
{
  r1 = x; y = 1;
}

void t2(void)
{
  r2 = y; x = 1;
}

int main(void)
{
__CPROVER_ASYNC_1:
  t1();
__CPROVER_ASYNC_2:
  t2();
  __CPROVER_assert(!(r1 == 1 && r2 == 1), "outcome");
  return 0;
}
