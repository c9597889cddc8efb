int main(void)
{
  signed char c = 5;
  __CPROVER_assert(__builtin_clrsbg(c) == 4, "clrsbg at 8 bits");
  __CPROVER_assert(__builtin_ffsg((__int128)1 << 100) == 101, "ffsg at 128 bits");
  __CPROVER_assert(__builtin_clzg(0u, -1) == -1, "clzg zero value");
  __CPROVER_assert(__builtin_clzg((unsigned char)1, 99) == 7, "clzg narrow");
  __CPROVER_assert(__builtin_ctzg((unsigned short)0, 16) == 16, "ctzg zero value");
  __CPROVER_assert(__builtin_ctzg(8ul) == 3, "ctzg one argument");
  return 0;
}
