int flags[__CPROVER_constant_infinity_uint];

int main(void)
{
  unsigned long k;
  __CPROVER_ASYNC_1: flags[k] = 1;
  int r = flags[k];
  __CPROVER_assert(r == 0 || r == 1, "old or new value");
  __CPROVER_assert(r == 0, "the thread may have run");
  return 0;
}
