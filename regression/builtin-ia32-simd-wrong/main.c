/* wrong expectations about SIMD built-ins fail */
typedef short v8hi __attribute__((__vector_size__(16)));
typedef short v16hi __attribute__((__vector_size__(32)));
typedef int v16si __attribute__((__vector_size__(64)));

v8hi __builtin_ia32_psrawi128(v8hi, int);
v8hi __builtin_ia32_paddsw128(v8hi, v8hi);
v16hi __builtin_ia32_psubsw256_mask(v16hi, v16hi, v16hi, unsigned short);
v16si __builtin_ia32_pmaxsd512_mask(v16si, v16si, v16si, unsigned short);

int main(void)
{
  v8hi a = {-32768, 32767, -1, 1, 0, 0, 0, 0};
  v8hi s = __builtin_ia32_psrawi128(a, 16);
  __CPROVER_assert(s[0] == -1 && s[1] == 0 && s[2] == -1, "arithmetic shift past the width: the sign");
  __CPROVER_assert(s[0] == 0, "wrong: an arithmetic shift past the width is not 0 for negatives");
  v8hi t = __builtin_ia32_paddsw128(a, a);
  __CPROVER_assert(t[0] == -32768 && t[1] == 32767, "saturation");
  __CPROVER_assert(t[1] == -2, "wrong: the sum saturates instead of wrapping");
  v16hi m = __builtin_ia32_psubsw256_mask((v16hi){1, 1}, (v16hi){2, 2}, (v16hi){7, 7}, 1);
  __CPROVER_assert(m[0] == -1 && m[1] == 7, "merge masking");
  __CPROVER_assert(m[1] == 0, "wrong: a lane whose mask bit is clear keeps src (merge, not zero masking)");
  v16si x = __builtin_ia32_pmaxsd512_mask((v16si){-1}, (v16si){1}, (v16si){5}, 0xffff);
  __CPROVER_assert(x[0] == 1, "signed maximum");
  __CPROVER_assert(x[0] == -1, "wrong: pmaxsd compares signed");
  return 0;
}
