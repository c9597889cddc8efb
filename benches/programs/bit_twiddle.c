// Population count, parity and bit reversal: loop versions against branch-free versions
// on a nondeterministic 32-bit word.
// bench-options: --unwind 33
// bench-expect: SUCCESS
unsigned nondet_unsigned(void);

int main(void)
{
  unsigned x = nondet_unsigned();
  unsigned count = 0, parity = 0, rev = 0, v = x;
  for(int i = 0; i < 32; i++)
  {
    count += v & 1u;
    parity ^= v & 1u;
    rev = (rev << 1) | (v & 1u);
    v >>= 1;
  }
  unsigned c = x - ((x >> 1) & 0x55555555u);
  c = (c & 0x33333333u) + ((c >> 2) & 0x33333333u);
  c = (((c + (c >> 4)) & 0x0F0F0F0Fu) * 0x01010101u) >> 24;
  __CPROVER_assert(count == c, "popcount");
  __CPROVER_assert(parity == (c & 1u), "parity");
  unsigned r = x;
  r = ((r >> 1) & 0x55555555u) | ((r & 0x55555555u) << 1);
  r = ((r >> 2) & 0x33333333u) | ((r & 0x33333333u) << 2);
  r = ((r >> 4) & 0x0F0F0F0Fu) | ((r & 0x0F0F0F0Fu) << 4);
  r = ((r >> 8) & 0x00FF00FFu) | ((r & 0x00FF00FFu) << 8);
  r = (r >> 16) | (r << 16);
  __CPROVER_assert(rev == r, "reverse");
  return 0;
}
