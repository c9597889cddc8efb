/* SIMD built-ins against scalar references, for all inputs */
typedef char v16qi __attribute__((__vector_size__(16)));
typedef short v8hi __attribute__((__vector_size__(16)));
typedef int v4si __attribute__((__vector_size__(16)));
typedef long long v2di __attribute__((__vector_size__(16)));

v16qi __builtin_ia32_pshufb128(v16qi, v16qi);
v16qi __builtin_ia32_packsswb128(v8hi, v8hi);
v4si __builtin_ia32_psrad128(v4si, v4si);
v8hi __builtin_ia32_paddusw128_mask(v8hi, v8hi, v8hi, unsigned char);
int __builtin_ia32_pmovmskb128(v16qi);

v16qi nondet_v16qi(void);
v8hi nondet_v8hi(void);
v4si nondet_v4si(void);
unsigned char nondet_uchar(void);

static int clamp(int x, int lo, int hi)
{
  return x < lo ? lo : x > hi ? hi : x;
}

int main(void)
{
  v16qi a = nondet_v16qi(), c = nondet_v16qi();
  v16qi r = __builtin_ia32_pshufb128(a, c);
  for(int i = 0; i < 16; i++)
    __CPROVER_assert(r[i] == ((unsigned char)c[i] >= 128 ? 0 : a[(unsigned char)c[i] % 16]), "pshufb128 for all controls");

  v8hi x = nondet_v8hi(), y = nondet_v8hi();
  v16qi p = __builtin_ia32_packsswb128(x, y);
  for(int i = 0; i < 16; i++)
    __CPROVER_assert(p[i] == clamp(i < 8 ? x[i] : y[i - 8], -128, 127), "packsswb128 for all inputs");

  v4si d = nondet_v4si(), n = nondet_v4si();
  unsigned long long count = ((v2di)n)[0];
  v4si s = __builtin_ia32_psrad128(d, n);
  for(int i = 0; i < 4; i++)
    __CPROVER_assert(s[i] == (count > 31 ? (d[i] < 0 ? -1 : 0) : (int)((long long)d[i] >> count)), "psrad128 for all counts");

  v8hi src = nondet_v8hi();
  unsigned char k = nondet_uchar();
  v8hi u = __builtin_ia32_paddusw128_mask(x, y, src, k);
  for(int i = 0; i < 8; i++)
    __CPROVER_assert(u[i] == ((k >> i) & 1 ? (short)clamp((unsigned short)x[i] + (unsigned short)y[i], 0, 65535) : src[i]), "paddusw128_mask for all inputs and masks");

  int m = __builtin_ia32_pmovmskb128(a);
  for(int i = 0; i < 16; i++)
    __CPROVER_assert(((m >> i) & 1) == (a[i] < 0), "pmovmskb128: the sign bits");
  __CPROVER_assert(m >> 16 == 0, "pmovmskb128: 16 bits");
  return 0;
}
