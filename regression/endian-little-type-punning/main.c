// Type punning on a little-endian target (--little-endian): the least significant byte comes first.
// (no headers needed)

union word
{
  unsigned int u;
  unsigned short h[2];
  unsigned char bytes[4];
};

struct record
{
  unsigned char tag;
  unsigned short len;
  unsigned int value;
};

int main(void)
{
  union word w;
  w.u = 0x11223344u;
  __CPROVER_assert(w.bytes[0] == 0x44, "union: first byte is the low byte");
  __CPROVER_assert(w.bytes[3] == 0x11, "union: last byte is the high byte");
  __CPROVER_assert(w.h[0] == 0x3344, "union: first half is the low half");

  unsigned int x = 0xa1b2c3d4u;
  unsigned char *p = (unsigned char *)&x;
  __CPROVER_assert(p[0] == 0xd4 && p[1] == 0xc3, "char pointer reads bytes in order");
  p[3] = 0x00;
  __CPROVER_assert(x == 0x00b2c3d4u, "a byte write changes the high byte");

  struct record r;
  r.tag = 0; r.value = 0;
  r.len = 0x0102;
  unsigned char *q = (unsigned char *)&r;
  __CPROVER_assert(q[2] == 0x02 && q[3] == 0x01, "struct member bytes");
  q[4] = 0x7f;
  __CPROVER_assert(r.value == 0x0000007fu, "a struct member written through bytes");

  unsigned int n;
  unsigned char buf[4] = {0xde, 0xad, 0xbe, 0xef};
  for(int i = 0; i < 4; i++) ((unsigned char *)&n)[i] = buf[i];
  __CPROVER_assert(n == 0xefbeaddeu, "bytes copied one by one");
  return 0;
}
