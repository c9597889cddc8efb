__CPROVER_thread_local int mine = 3;
int seen;

void work(void)
{
  mine = mine + 1;
  seen = mine;
}

int main(void)
{
  mine = 10;
__CPROVER_ASYNC_1:
  work();
  __CPROVER_assert(mine == 10, "main's copy is its own");
  __CPROVER_assert(seen == 0 || seen == 4, "the thread started from the initial value");
  __CPROVER_assert(seen == 0, "the thread may have run");
  return 0;
}
