int main(void)
{
  __CPROVER_assert(sizeof(long) == 4, "long"); //@A
  __CPROVER_assert(sizeof(void *) == 4, "pointer"); //@B
  return 0;
}
