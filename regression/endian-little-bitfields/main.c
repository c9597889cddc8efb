// Bit-fields on a big-endian target fill each byte from its most significant bit.
struct flags
{
  unsigned int a : 3;
  unsigned int b : 5;
  unsigned int c : 8;
};

union view
{
  struct flags f;
  unsigned char bytes[4];
};

int main(void)
{
  union view v;
  v.bytes[0] = 0;
  v.bytes[1] = 0;
  v.f.a = 5;
  v.f.b = 3;
  v.f.c = 0x5a;
#ifdef BIG
  __CPROVER_assert(v.bytes[0] == ((5 << 5) | 3), "first field in the high bits");
#else
  __CPROVER_assert(v.bytes[0] == ((3 << 3) | 5), "first field in the low bits");
#endif
  __CPROVER_assert(v.bytes[1] == 0x5a, "a whole-byte field");
  return 0;
}
