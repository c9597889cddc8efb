// litmus test: store buffering (SB): both reads miss the other thread's write
int x, y;
int r1 = -1, r2 = -1;

void t1(void)
{
  x = 1; r1 = y;
}

void t2(void)
{
  y = 1; r2 = x;
}

int main(void)
{
__CPROVER_ASYNC_1:
  t1();
__CPROVER_ASYNC_2:
  t2();
  __CPROVER_assert(!(r1 == 0 && r2 == 0), "outcome");
  return 0;
}
