int main(void)
{
  unsigned u = 7;
  __CPROVER_assert(u < 8, "small");
  return 0;
}
