// a shared infinite array written by threads: read and written as a whole-array SSA value
_Bool done[__CPROVER_constant_infinity_uint];
int data;

int main(void)
{
  unsigned long id;
  __CPROVER_ASYNC_1: data = 42, done[id] = 1;
  __CPROVER_assume(done[id]);
  __CPROVER_assert(data == 42, "data written before the flag");
  __CPROVER_assert(!done[id + 1], "other flags untouched");
  return 0;
}
