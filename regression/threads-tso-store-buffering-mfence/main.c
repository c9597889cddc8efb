// litmus test: store buffering with mfence on both sides
int x, y;
int r1 = -1, r2 = -1;

void t1(void)
{
  x = 1; __asm__ __volatile__("mfence" ::: "memory"); r1 = y;
}

void t2(void)
{
  y = 1; __asm__ __volatile__("mfence" ::: "memory"); r2 = x;
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
