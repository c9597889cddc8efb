typedef signed __CPROVER_bitvector[5] s5;
typedef __CPROVER_bitvector[33] u33;
typedef __CPROVER_floatbv[16][10] f16;

int main(void)
{
  s5 a = 15;
  a = a + 1; /* 16 does not fit: -16 */
  __CPROVER_assert(a == -16, "signed 5-bit wrap");
  u33 big = 1;
  big = big << 32;
  __CPROVER_assert(big == 4294967296ULL, "33 bits");
  __CPROVER_assert(sizeof(u33) == 5 && sizeof(s5) == 1, "sizes in whole bytes");
  f16 h = 2049;
  __CPROVER_assert(h == 2048, "binary16 rounds 2049 to 2048");
  f16 t = (f16)0.1f * (f16)3;
  _Float16 g = (_Float16)0.1f * (_Float16)3;
  __CPROVER_assert(t == g, "same as _Float16");
  __CPROVER_assert(a == 15, "a is not 15");
  return 0;
}
