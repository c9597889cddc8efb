char *table[300000];

int main(void)
{
  // a large zero-initialized array of pointers: the trace replay must build its
  // value (array_of NULL) in linear time
  int i;
  __CPROVER_assume(i >= 0 && i < 300000);
  __CPROVER_assert(table[i] != 0, "entry is set");
  return 0;
}
