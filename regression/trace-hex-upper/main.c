int main()
{
  int a = -100;
  unsigned long b = 0xdeadbeefcafeUL;
  __CPROVER_assert(a + (long)b == 0, "reached");
  return 0;
}
