union word
{
  unsigned int u;
  unsigned char bytes[4];
};

int main(void)
{
  union word w;
  w.u = 0x11223344u;
  __CPROVER_assert(w.bytes[0] == 0x44, "little endian low byte"); //@A
  __CPROVER_assert(w.bytes[3] == 0x11, "little endian high byte"); //@B
  return 0;
}
