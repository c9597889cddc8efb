/* AVX2 256-bit integer built-ins and the shifts by an immediate count */
typedef char v32qi __attribute__((__vector_size__(32)));
typedef short v16hi __attribute__((__vector_size__(32)));
typedef int v8si __attribute__((__vector_size__(32)));
typedef long long v4di __attribute__((__vector_size__(32)));
typedef short v8hi __attribute__((__vector_size__(16)));
typedef int v4si __attribute__((__vector_size__(16)));
typedef long long v2di __attribute__((__vector_size__(16)));

v32qi __builtin_ia32_pabsb256(v32qi);
v32qi __builtin_ia32_paddsb256(v32qi, v32qi);
v16hi __builtin_ia32_psubusw256(v16hi, v16hi);
v16hi __builtin_ia32_pavgw256(v16hi, v16hi);
v8si __builtin_ia32_pminsd256(v8si, v8si);
v16hi __builtin_ia32_pmullw256(v16hi, v16hi);
v8hi __builtin_ia32_psllwi128(v8hi, int);
v16hi __builtin_ia32_psrawi256(v16hi, int);
v4si __builtin_ia32_psrldi128(v4si, int);
v4di __builtin_ia32_psllqi256(v4di, int);
v2di __builtin_ia32_psrlqi128(v2di, int);
v8si __builtin_ia32_psradi256(v8si, int);

int nondet_int(void);

int main(void)
{
  v32qi a = {-128, -1, 100};
  a[31] = -100;
  v32qi r = __builtin_ia32_pabsb256(a);
  __CPROVER_assert(r[0] == -128 && r[1] == 1 && r[2] == 100 && r[31] == 100, "pabsb256: |-128| wraps");
  v32qi s = __builtin_ia32_paddsb256(a, a);
  __CPROVER_assert(s[0] == -128 && s[1] == -2 && s[2] == 127 && s[31] == -128, "paddsb256 saturates");
  v16hi u = __builtin_ia32_psubusw256((v16hi){5, -1}, (v16hi){6, 1});
  __CPROVER_assert(u[0] == 0 && (unsigned short)u[1] == 65534, "psubusw256 stops at 0");
  v16hi g = __builtin_ia32_pavgw256((v16hi){-1, 2}, (v16hi){-1, 3});
  __CPROVER_assert((unsigned short)g[0] == 65535 && g[1] == 3, "pavgw256 rounds up");
  v8si m = __builtin_ia32_pminsd256((v8si){-1, 3}, (v8si){1, -3});
  __CPROVER_assert(m[0] == -1 && m[1] == -3, "pminsd256 signed");
  v16hi p = __builtin_ia32_pmullw256((v16hi){300, -2}, (v16hi){300, 16384});
  __CPROVER_assert(p[0] == 24464 && p[1] == -32768, "pmullw256 low half");

  /* counts: within the width, the width - 1, the width, negative (a huge unsigned) */
  v8hi w = {(short)0x8001, 1, -1, 0x4000, 0, 0, 0, 0};
  v8hi w1 = __builtin_ia32_psllwi128(w, 1);
  __CPROVER_assert(w1[0] == 2 && w1[1] == 2 && w1[2] == -2 && w1[3] == (short)0x8000, "psllwi128 by 1");
  v8hi w15 = __builtin_ia32_psllwi128(w, 15);
  __CPROVER_assert(w15[0] == (short)0x8000 && w15[3] == 0, "psllwi128 by 15");
  v8hi w16 = __builtin_ia32_psllwi128(w, 16);
  v8hi wneg = __builtin_ia32_psllwi128(w, -1);
  __CPROVER_assert(w16[0] == 0 && w16[2] == 0 && wneg[2] == 0, "psllwi128 past the width: 0");
  v16hi sa = __builtin_ia32_psrawi256((v16hi){-32768, 32767, -2}, 200);
  __CPROVER_assert(sa[0] == -1 && sa[1] == 0 && sa[2] == -1, "psrawi256 past the width: the sign");
  v4si l = __builtin_ia32_psrldi128((v4si){-1, 16, 0, 0}, 4);
  __CPROVER_assert(l[0] == 0x0fffffff && l[1] == 1, "psrldi128 logical");
  v4di q = __builtin_ia32_psllqi256((v4di){1, -1}, 63);
  __CPROVER_assert(q[0] == (long long)0x8000000000000000ull && q[1] == (long long)0x8000000000000000ull, "psllqi256 by 63");
  v2di q2 = __builtin_ia32_psrlqi128((v2di){-1, -1}, 64);
  __CPROVER_assert(q2[0] == 0 && q2[1] == 0, "psrlqi128 by 64");

  /* an arithmetic shift by any count keeps the sign and never exceeds the value */
  int c = nondet_int();
  v8si d = __builtin_ia32_psradi256((v8si){-7, 7, -2147483647 - 1, 2147483647}, c);
  __CPROVER_assert(d[0] < 0 && d[1] >= 0 && d[2] < 0 && d[3] >= 0, "psradi256 keeps the sign");
  __CPROVER_assert(d[0] >= -7 && d[1] <= 7, "psradi256 moves toward -1 or 0");
  __CPROVER_assert(c < 0 || c > 2 || d[0] == -7 >> c, "psradi256 by 0..2");
  return 0;
}
