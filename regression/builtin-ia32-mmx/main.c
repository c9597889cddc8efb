/* MMX and SSE's 64-bit built-ins (the _mm_*_pi* intrinsics) as GCC declares them */
typedef char v8qi __attribute__((__vector_size__(8)));
typedef short v4hi __attribute__((__vector_size__(8)));
typedef int v2si __attribute__((__vector_size__(8)));
typedef long long v1di __attribute__((__vector_size__(8)));

v4hi __builtin_ia32_vec_init_v4hi(short, short, short, short);
v8qi __builtin_ia32_vec_init_v8qi(char, char, char, char, char, char, char, char);
short __builtin_ia32_vec_ext_v4hi(v4hi, int);
v4hi __builtin_ia32_vec_set_v4hi(v4hi, short, int);
int __builtin_ia32_vec_ext_v2si(v2si, int);
v4hi __builtin_ia32_paddsw(v4hi, v4hi);
v8qi __builtin_ia32_psubusb(v8qi, v8qi);
v8qi __builtin_ia32_packuswb(v4hi, v4hi);
v8qi __builtin_ia32_punpckhbw(v8qi, v8qi);
v2si __builtin_ia32_pmaddwd(v4hi, v4hi);
v1di __builtin_ia32_psllq(v1di, v1di);
v4hi __builtin_ia32_psrawi(v4hi, int);
v4hi __builtin_ia32_pshufw(v4hi, int);
int __builtin_ia32_pmovmskb(v8qi);
v1di __builtin_ia32_psadbw(v8qi, v8qi);
v8qi __builtin_ia32_pshufb(v8qi, v8qi);
v1di __builtin_ia32_palignr(v1di, v1di, int);
v1di __builtin_ia32_pmuludq(v2si, v2si);
v4hi __builtin_ia32_pmulhuw(v4hi, v4hi);
void __builtin_ia32_emms(void);

int main(void)
{
  v4hi a = __builtin_ia32_vec_init_v4hi(32767, -32768, 5, -5);
  __CPROVER_assert(__builtin_ia32_vec_ext_v4hi(a, 1) == -32768 && a[3] == -5, "vec_init_v4hi, vec_ext_v4hi");
  v4hi s = __builtin_ia32_paddsw(a, a);
  __CPROVER_assert(s[0] == 32767 && s[1] == -32768 && s[2] == 10, "paddsw saturates");
  v4hi set = __builtin_ia32_vec_set_v4hi(a, 42, 2);
  __CPROVER_assert(set[2] == 42 && set[3] == -5, "vec_set_v4hi");
  v8qi b = __builtin_ia32_vec_init_v8qi(1, 2, 3, 4, 5, 6, 7, (char)200);
  v8qi u = __builtin_ia32_psubusb(b, (v8qi){2, 2, 2, 2, 2, 2, 2, 2});
  __CPROVER_assert(u[0] == 0 && u[1] == 0 && u[2] == 1 && (unsigned char)u[7] == 198, "psubusb stops at 0");
  v8qi pk = __builtin_ia32_packuswb(a, (v4hi){256, 255, 0, -1});
  __CPROVER_assert((unsigned char)pk[0] == 255 && pk[1] == 0 && pk[2] == 5 && pk[3] == 0 && (unsigned char)pk[4] == 255 && pk[7] == 0, "packuswb");
  v8qi hi = __builtin_ia32_punpckhbw(b, (v8qi){10, 11, 12, 13, 14, 15, 16, 17});
  __CPROVER_assert(hi[0] == 5 && hi[1] == 14 && hi[6] == (char)200 && hi[7] == 17, "punpckhbw");
  v2si md = __builtin_ia32_pmaddwd(a, (v4hi){1, 1, 2, 2});
  __CPROVER_assert(md[0] == -1 && md[1] == 0, "pmaddwd");
  v1di q = __builtin_ia32_psllq((v1di){3}, (v1di){62});
  v1di q64 = __builtin_ia32_psllq((v1di){3}, (v1di){64});
  __CPROVER_assert(q[0] == (long long)0xc000000000000000ull && q64[0] == 0, "psllq by a register count");
  v4hi sr = __builtin_ia32_psrawi(a, 15);
  __CPROVER_assert(sr[0] == 0 && sr[1] == -1 && sr[3] == -1, "psrawi");
  v4hi sh = __builtin_ia32_pshufw(a, 0xe4 ^ 0xff);
  __CPROVER_assert(sh[0] == -5 && sh[3] == 32767, "pshufw reverses");
  __CPROVER_assert(__builtin_ia32_pmovmskb(b) == 0x80, "pmovmskb");
  v1di sad = __builtin_ia32_psadbw(b, (v8qi){0});
  __CPROVER_assert(sad[0] == 228, "psadbw");
  v8qi pb = __builtin_ia32_pshufb(b, (v8qi){7, 15, -1, 0});
  __CPROVER_assert(pb[0] == (char)200 && pb[1] == (char)200 && pb[2] == 0 && pb[3] == 1, "pshufb (3 index bits)");
  v8qi al = (v8qi)__builtin_ia32_palignr((v1di)hi, (v1di)b, 3 * 8);
  __CPROVER_assert(al[0] == 4 && al[4] == (char)200 && al[5] == 5, "palignr by 3 bytes");
  v1di mu = __builtin_ia32_pmuludq((v2si){-1, 9}, (v2si){2, 9});
  __CPROVER_assert(mu[0] == 0x1fffffffeLL, "pmuludq");
  v4hi mh = __builtin_ia32_pmulhuw((v4hi){-1, 256}, (v4hi){-1, 256});
  __CPROVER_assert((unsigned short)mh[0] == 65534 && mh[1] == 1, "pmulhuw");
  __CPROVER_assert(__builtin_ia32_vec_ext_v2si((v2si){7, -7}, 1) == -7, "vec_ext_v2si");
  __builtin_ia32_emms();
  return 0;
}
