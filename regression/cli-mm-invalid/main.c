// litmus test: a thread reads its own buffered write
int x, y;
int r1 = -1, r2 = -1;

void t1(void)
{
  x = 1; r1 = x;
}

void t2(void)
{
  r2 = y;
}

int main(void)
{
__CPROVER_ASYNC_1:
  t1();
__CPROVER_ASYNC_2:
  t2();
  __CPROVER_assert(r1 == -1 || r1 == 1, "outcome");
  return 0;
}
