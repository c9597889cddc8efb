int main(void)
{
  int r = twice(21); // no declaration: an implicit int twice()
  __CPROVER_assert(r == 42, "calls the definition in lib.c");
#ifdef BUG
  __CPROVER_assert(r == 21, "twice doubles");
#endif
  return 0;
}
