/* AVX-512 merge-masked built-ins as GCC declares them: (a, b, src, mask); lane k is the
   operation's where bit k of the mask is set, else src's */
typedef char v64qi __attribute__((__vector_size__(64)));
typedef short v32hi __attribute__((__vector_size__(64)));
typedef int v16si __attribute__((__vector_size__(64)));
typedef long long v8di __attribute__((__vector_size__(64)));
typedef short v16hi __attribute__((__vector_size__(32)));
typedef char v16qi __attribute__((__vector_size__(16)));
typedef short v8hi __attribute__((__vector_size__(16)));
typedef int v4si __attribute__((__vector_size__(16)));

v64qi __builtin_ia32_paddb512_mask(v64qi, v64qi, v64qi, unsigned long long);
v32hi __builtin_ia32_psubsw512_mask(v32hi, v32hi, v32hi, unsigned int);
v16hi __builtin_ia32_paddusw256_mask(v16hi, v16hi, v16hi, unsigned short);
v16qi __builtin_ia32_pavgb128_mask(v16qi, v16qi, v16qi, unsigned short);
v16si __builtin_ia32_pminud512_mask(v16si, v16si, v16si, unsigned short);
v8di __builtin_ia32_psubq512_mask(v8di, v8di, v8di, unsigned char);
v4si __builtin_ia32_pmulld128_mask(v4si, v4si, v4si, unsigned char);
v8hi __builtin_ia32_pmaxsw128_mask(v8hi, v8hi, v8hi, unsigned char);

unsigned long long nondet_mask(void);

int main(void)
{
  v64qi a = {127, -128, 1}, b = {1, -1, 2}, src = {9, 9, 9};
  a[63] = 100;
  b[63] = 100;
  src[62] = 5;
  v64qi s = __builtin_ia32_paddb512_mask(a, b, src, 0x8000000000000003ull);
  __CPROVER_assert(s[0] == -128 && s[1] == 127 && s[2] == 9, "paddb512_mask wraps, keeps src");
  __CPROVER_assert(s[62] == 5 && s[63] == -56, "paddb512_mask lane 63");

  v32hi x = {-32768, 32767, 7}, y = {1, -1, 3}, z = {11, 22, 33};
  v32hi d = __builtin_ia32_psubsw512_mask(x, y, z, 0x3u);
  __CPROVER_assert(d[0] == -32768 && d[1] == 32767 && d[2] == 33, "psubsw512_mask saturates");

  v16hi u = __builtin_ia32_paddusw256_mask(
    (v16hi){-1, 1000}, (v16hi){2, 1000}, (v16hi){0, 0, 77}, 0xffffu);
  __CPROVER_assert((unsigned short)u[0] == 65535 && u[1] == 2000 && u[2] == 0, "paddusw256_mask");

  v16qi g = __builtin_ia32_pavgb128_mask(
    (v16qi){(char)255, 0, 1}, (v16qi){(char)254, 1, 1}, (v16qi){3, 3, 3}, 0x3u);
  __CPROVER_assert((unsigned char)g[0] == 255 && g[1] == 1 && g[2] == 3, "pavgb128_mask rounds up");

  v16si m = __builtin_ia32_pminud512_mask(
    (v16si){-1, 5}, (v16si){7, -7}, (v16si){0, 0, 42}, 0xfffbu);
  __CPROVER_assert(m[0] == 7 && m[1] == 5 && m[2] == 42 && m[3] == 0, "pminud512_mask unsigned");

  v8di q = __builtin_ia32_psubq512_mask(
    (v8di){0, 5}, (v8di){1, 5}, (v8di){8, 8}, 0x01);
  __CPROVER_assert(q[0] == -1 && q[1] == 8, "psubq512_mask");

  v4si p = __builtin_ia32_pmulld128_mask(
    (v4si){65536, 3}, (v4si){65536, -3}, (v4si){1, 2, 3, 4}, 0x3);
  __CPROVER_assert(p[0] == 0 && p[1] == -9 && p[2] == 3, "pmulld128_mask keeps the low half");

  /* for every mask */
  unsigned char k = (unsigned char)nondet_mask();
  v8hi a8 = {-5, 5, -5, 5, 0, 0, 1, -1}, b8 = {5, -5, 5, -5, 1, -1, 0, 0};
  v8hi src8 = {100, 101, 102, 103, 104, 105, 106, 107};
  v8hi mx = __builtin_ia32_pmaxsw128_mask(a8, b8, src8, k);
  for(int i = 0; i < 8; i++)
    __CPROVER_assert(mx[i] == ((k >> i) & 1 ? (a8[i] > b8[i] ? a8[i] : b8[i]) : 100 + i), "pmaxsw128_mask for every mask");
  return 0;
}
