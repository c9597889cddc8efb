/* SIMD built-ins as programs declare them (GCC's x86 vector types) */
typedef char v16qi __attribute__((__vector_size__(16)));
typedef short v8hi __attribute__((__vector_size__(16)));
typedef int v4si __attribute__((__vector_size__(16)));

v16qi __builtin_ia32_paddsb128(v16qi, v16qi);
v16qi __builtin_ia32_pavgb128(v16qi, v16qi);
v8hi __builtin_ia32_pmaxsw128(v8hi, v8hi);
v4si __builtin_ia32_pabsd128(v4si);
v4si __builtin_ia32_psradi128(v4si, int);
v4si __builtin_ia32_pcmpgtd128(v4si, v4si);

int nondet_int();

int main()
{
  v16qi a = {100, -100, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, (char)250};
  v16qi b = {100, -100, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 10};
  v16qi s = __builtin_ia32_paddsb128(a, b);
  __CPROVER_assert(s[0] == 127 && s[1] == -128 && s[2] == 2, "signed saturation");
  v16qi avg = __builtin_ia32_pavgb128(a, b);
  __CPROVER_assert((unsigned char)avg[15] == 130, "unsigned rounding average");
  v8hi m = __builtin_ia32_pmaxsw128((v8hi){-5, 3}, (v8hi){-7, 9});
  __CPROVER_assert(m[0] == -5 && m[1] == 9, "signed maximum");
  int x = nondet_int();
  v4si v = {x, -8, 0x80000000, 5};
  v4si abs = __builtin_ia32_pabsd128(v);
  __CPROVER_assert(abs[1] == 8 && abs[2] == (int)0x80000000, "absolute value wraps");
  v4si sh = __builtin_ia32_psradi128(v, 40);
  __CPROVER_assert(sh[1] == -1 && sh[3] == 0, "arithmetic shift past the width");
  v4si gt = __builtin_ia32_pcmpgtd128(v, (v4si){0, 0, 0, 0});
  __CPROVER_assert(gt[0] == 0, "x > 0 is possible");
  return 0;
}
