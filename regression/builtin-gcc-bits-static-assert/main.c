int main(void)
{
  _Static_assert(__builtin_popcount(0xf0f0u) == 8, "popcount");
  _Static_assert(__builtin_ctzll(0x100ull) == 8, "ctz");
  _Static_assert(__builtin_clzl(1ul) == 63, "clz");
  _Static_assert(__builtin_bswap32(0x11223344u) == 0x44332211u, "bswap");
  _Static_assert(__builtin_bswap16(0x1234) == 0x3412, "bswap16");
  _Static_assert(__builtin_parity(7u) == 1, "parity");
  _Static_assert(__builtin_ffs(8) == 4, "ffs");
  _Static_assert(__builtin_ffs(0) == 0, "ffs0");
  return 0;
}
