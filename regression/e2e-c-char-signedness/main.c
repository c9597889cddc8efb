int main(void)
{
  char c = (char)200;
  unsigned char u = 200;
  __CPROVER_assert(c < 0, "plain char is signed on x86"); //@A
  __CPROVER_assert(u > 0, "unsigned char is not"); //@B
  __CPROVER_assert(c == -56, "two's complement"); //@C
  return 0;
}
