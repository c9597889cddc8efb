// A single loop unwound 200 times: x = 5x + 1 flips the parity of x on every step, so
// after an even number of steps the parity is back to the seed's; a second sequence
// (y = 3y + 2, which never changes parity) is checked alongside.
// bench-options: --unwind 201
// bench-expect: SUCCESS
unsigned nondet_unsigned(void);

int main(void)
{
  unsigned seed = nondet_unsigned();
  unsigned x = seed, y = seed;
  for(int i = 0; i < 200; i++)
  {
    x = x * 5u + 1u;
    y = y * 3u + 2u;
  }
  __CPROVER_assert((x & 1u) == (seed & 1u), "even number of parity flips");
  __CPROVER_assert((y & 1u) == (seed & 1u), "parity kept");
  return 0;
}
