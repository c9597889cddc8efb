/* SSE2/SSSE3/SSE4.1 packing, interleaving, shuffles, byte shifts and widening moves as
   GCC declares them */
typedef char v16qi __attribute__((__vector_size__(16)));
typedef short v8hi __attribute__((__vector_size__(16)));
typedef int v4si __attribute__((__vector_size__(16)));
typedef long long v2di __attribute__((__vector_size__(16)));

v16qi __builtin_ia32_packsswb128(v8hi, v8hi);
v16qi __builtin_ia32_packuswb128(v8hi, v8hi);
v8hi __builtin_ia32_packusdw128(v4si, v4si);
v16qi __builtin_ia32_punpcklbw128(v16qi, v16qi);
v2di __builtin_ia32_punpckhqdq128(v2di, v2di);
v4si __builtin_ia32_pshufd(v4si, int);
v8hi __builtin_ia32_pshuflw(v8hi, int);
v16qi __builtin_ia32_pshufb128(v16qi, v16qi);
v2di __builtin_ia32_palignr128(v2di, v2di, int);
v2di __builtin_ia32_pslldqi128(v2di, int);
v2di __builtin_ia32_psrldqi128(v2di, int);
v16qi __builtin_ia32_pblendvb128(v16qi, v16qi, v16qi);
v4si __builtin_ia32_pmovsxbd128(v16qi);
v2di __builtin_ia32_pmovzxwq128(v8hi);

int main(void)
{
  v8hi w = {300, -300, 127, -128, 255, 0, -1, 32767};
  v16qi ss = __builtin_ia32_packsswb128(w, w);
  __CPROVER_assert(ss[0] == 127 && ss[1] == -128 && ss[2] == 127 && ss[3] == -128 && ss[15] == 127, "packsswb128 saturates signed");
  v16qi us = __builtin_ia32_packuswb128(w, w);
  __CPROVER_assert((unsigned char)us[0] == 255 && us[1] == 0 && us[4] == -1 && us[6] == 0, "packuswb128 saturates to 0..255");
  v8hi ud = __builtin_ia32_packusdw128((v4si){70000, -5, 65535, 1}, (v4si){2, 3, 4, 5});
  __CPROVER_assert((unsigned short)ud[0] == 65535 && ud[1] == 0 && ud[2] == -1 && ud[4] == 2, "packusdw128");

  v16qi a = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15};
  v16qi b = {16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31};
  v16qi lo = __builtin_ia32_punpcklbw128(a, b);
  __CPROVER_assert(lo[0] == 0 && lo[1] == 16 && lo[2] == 1 && lo[15] == 23, "punpcklbw128 interleaves");
  v2di hq = __builtin_ia32_punpckhqdq128((v2di){1, 2}, (v2di){3, 4});
  __CPROVER_assert(hq[0] == 2 && hq[1] == 4, "punpckhqdq128");

  v4si d = __builtin_ia32_pshufd((v4si){10, 20, 30, 40}, 0x1b);
  __CPROVER_assert(d[0] == 40 && d[1] == 30 && d[2] == 20 && d[3] == 10, "pshufd reverses");
  v8hi l = __builtin_ia32_pshuflw((v8hi){0, 1, 2, 3, 4, 5, 6, 7}, 0x00);
  __CPROVER_assert(l[0] == 0 && l[3] == 0 && l[4] == 4 && l[7] == 7, "pshuflw shuffles the low half only");

  v16qi ctl = {15, 14, -128, 0, 31, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11};
  v16qi sh = __builtin_ia32_pshufb128(a, ctl);
  __CPROVER_assert(sh[0] == 15 && sh[1] == 14 && sh[2] == 0 && sh[3] == 0 && sh[4] == 15, "pshufb128: sign zeroes, low 4 bits index");

  v16qi al = (v16qi)__builtin_ia32_palignr128((v2di)b, (v2di)a, 5 * 8);
  __CPROVER_assert(al[0] == 5 && al[10] == 15 && al[11] == 16 && al[15] == 20, "palignr128 by 5 bytes");
  v16qi al2 = (v16qi)__builtin_ia32_palignr128((v2di)b, (v2di)a, 20 * 8);
  __CPROVER_assert(al2[0] == 20 && al2[11] == 31 && al2[12] == 0, "palignr128 by 20 bytes");
  v16qi sl = (v16qi)__builtin_ia32_pslldqi128((v2di)a, 3 * 8);
  v16qi sr = (v16qi)__builtin_ia32_psrldqi128((v2di)a, 3 * 8);
  __CPROVER_assert(sl[0] == 0 && sl[2] == 0 && sl[3] == 0 && sl[4] == 1 && sl[15] == 12, "pslldqi128 by 3 bytes");
  __CPROVER_assert(sr[0] == 3 && sr[12] == 15 && sr[13] == 0, "psrldqi128 by 3 bytes");
  v16qi z = (v16qi)__builtin_ia32_psrldqi128((v2di)a, 16 * 8);
  __CPROVER_assert(z[0] == 0 && z[15] == 0, "psrldqi128 by 16 bytes: 0");

  v16qi bl = __builtin_ia32_pblendvb128(a, b, (v16qi){-1, 0, -128, 127});
  __CPROVER_assert(bl[0] == 16 && bl[1] == 1 && bl[2] == 18 && bl[3] == 3, "pblendvb128 by the sign");

  v4si sx = __builtin_ia32_pmovsxbd128((v16qi){-1, 127, -128, 5});
  __CPROVER_assert(sx[0] == -1 && sx[1] == 127 && sx[2] == -128 && sx[3] == 5, "pmovsxbd128");
  v2di zx = __builtin_ia32_pmovzxwq128((v8hi){-1, 2});
  __CPROVER_assert(zx[0] == 65535 && zx[1] == 2, "pmovzxwq128");
  return 0;
}
