int main()
{
  unsigned int x = 0x01020304;
  unsigned char *b = (unsigned char *)&x;
  __CPROVER_assert(b[0] == 1, "big endian");
  __CPROVER_assert(sizeof(long) == 8, "LP64");
  char c = (char)200;
  __CPROVER_assert(c > 0, "plain char is unsigned");
  return 0;
}
