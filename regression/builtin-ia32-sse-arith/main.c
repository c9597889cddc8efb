/* SSE2/SSSE3/SSE4.1/SSE4.2 integer arithmetic, sums, masks and tests as GCC declares them */
typedef char v16qi __attribute__((__vector_size__(16)));
typedef short v8hi __attribute__((__vector_size__(16)));
typedef int v4si __attribute__((__vector_size__(16)));
typedef long long v2di __attribute__((__vector_size__(16)));

v4si __builtin_ia32_pmaddwd128(v8hi, v8hi);
v8hi __builtin_ia32_pmulhw128(v8hi, v8hi);
v8hi __builtin_ia32_pmulhuw128(v8hi, v8hi);
v8hi __builtin_ia32_pmulhrsw128(v8hi, v8hi);
v2di __builtin_ia32_pmuludq128(v4si, v4si);
v8hi __builtin_ia32_pmaddubsw128(v16qi, v16qi);
v2di __builtin_ia32_psadbw128(v16qi, v16qi);
int __builtin_ia32_pmovmskb128(v16qi);
int __builtin_ia32_ptestz128(v2di, v2di);
int __builtin_ia32_ptestc128(v2di, v2di);
v8hi __builtin_ia32_phaddsw128(v8hi, v8hi);
v16qi __builtin_ia32_psignb128(v16qi, v16qi);
v8hi __builtin_ia32_psubsw128(v8hi, v8hi);
v8hi __builtin_ia32_psraw128(v8hi, v8hi);
v2di __builtin_ia32_psllq128(v2di, v2di);
v8hi __builtin_ia32_phminposuw128(v8hi);
unsigned int __builtin_ia32_crc32si(unsigned int, unsigned int);
unsigned int __builtin_ia32_crc32qi(unsigned int, unsigned char);

int main(void)
{
  v8hi a = {-32768, -32768, 1000, 1000, 3, -4, 0, 0};
  v4si md = __builtin_ia32_pmaddwd128(a, a);
  __CPROVER_assert(md[0] == (int)0x80000000u && md[1] == 2000000 && md[2] == 25, "pmaddwd128 (only -32768 * -32768 twice wraps)");
  v8hi h = __builtin_ia32_pmulhw128(a, (v8hi){2, -1, 1000, 70, 3, 3, 0, 0});
  __CPROVER_assert(h[0] == -1 && h[1] == 0 && h[2] == 15 && h[3] == 1, "pmulhw128 high halves");
  v8hi hu = __builtin_ia32_pmulhuw128((v8hi){-1}, (v8hi){-1});
  __CPROVER_assert((unsigned short)hu[0] == 65534, "pmulhuw128 unsigned");
  v8hi hr = __builtin_ia32_pmulhrsw128((v8hi){-32768, 16384, 1}, (v8hi){-32768, 16384, 16384});
  __CPROVER_assert(hr[0] == -32768 && hr[1] == 8192 && hr[2] == 1, "pmulhrsw128 rounds");
  v2di mu = __builtin_ia32_pmuludq128((v4si){-1, 7, 2, 7}, (v4si){-1, 7, 3, 7});
  __CPROVER_assert(mu[0] == (long long)0xfffffffe00000001ull && mu[1] == 6, "pmuludq128 even lanes");
  v8hi mb = __builtin_ia32_pmaddubsw128((v16qi){-1, -1, 2}, (v16qi){127, 127, -3});
  __CPROVER_assert(mb[0] == 32767 && mb[1] == -6, "pmaddubsw128 saturates");

  v16qi x = {0, (char)255, 10, 20, 0, 0, 0, 0, 1, 2, 3, 4, 5, 6, 7, 8};
  v16qi y = {(char)255, 0, 20, 10, 0, 0, 0, 0, 8, 7, 6, 5, 4, 3, 2, 1};
  v2di sad = __builtin_ia32_psadbw128(x, y);
  __CPROVER_assert(sad[0] == 530 && sad[1] == 32, "psadbw128 per 8 bytes");
  __CPROVER_assert(__builtin_ia32_pmovmskb128(x) == 0x2 && __builtin_ia32_pmovmskb128(y) == 0x1, "pmovmskb128 sign bits");
  v2di p = {0xf0, 0}, q = {0x0f, 0}, r = {0x30, 0};
  __CPROVER_assert(__builtin_ia32_ptestz128(p, q) == 1 && __builtin_ia32_ptestz128(p, r) == 0, "ptestz128");
  __CPROVER_assert(__builtin_ia32_ptestc128(p, r) == 1 && __builtin_ia32_ptestc128(p, q) == 0, "ptestc128");

  v8hi hs = __builtin_ia32_phaddsw128((v8hi){32767, 1, -5, 5}, (v8hi){-32768, -1, 7, 8});
  __CPROVER_assert(hs[0] == 32767 && hs[1] == 0 && hs[4] == -32768 && hs[5] == 15, "phaddsw128 saturates");
  v16qi sg = __builtin_ia32_psignb128((v16qi){5, 5, 5, -128}, (v16qi){-1, 0, 1, -1});
  __CPROVER_assert(sg[0] == -5 && sg[1] == 0 && sg[2] == 5 && sg[3] == -128, "psignb128");
  v8hi sb = __builtin_ia32_psubsw128((v8hi){-32768, 32767}, (v8hi){1, -1});
  __CPROVER_assert(sb[0] == -32768 && sb[1] == 32767, "psubsw128 saturates");

  v8hi sa = __builtin_ia32_psraw128((v8hi){-32768, 16384}, (v8hi){14, 0, 0, 0});
  __CPROVER_assert(sa[0] == -2 && sa[1] == 1, "psraw128 by the low quadword");
  v8hi sa2 = __builtin_ia32_psraw128((v8hi){-32768, 16384}, (v8hi){1, 0, 0, 1});
  __CPROVER_assert(sa2[0] == -1 && sa2[1] == 0, "psraw128: a huge count gives the sign");
  v2di sq = __builtin_ia32_psllq128((v2di){1, 3}, (v2di){63, 0});
  __CPROVER_assert(sq[0] == (long long)0x8000000000000000ull && sq[1] == (long long)0x8000000000000000ull, "psllq128 by 63");

  v8hi mn = __builtin_ia32_phminposuw128((v8hi){9, 3, -1, 3, 4, 5, 6, 7});
  __CPROVER_assert(mn[0] == 3 && mn[1] == 1 && mn[2] == 0, "phminposuw128: the first minimum");

  __CPROVER_assert(__builtin_ia32_crc32si(0xffffffffu, 0x64636261u) == 0x6d37f5ceu, "crc32si (CRC-32C of \"abcd\")");
  __CPROVER_assert(__builtin_ia32_crc32qi(0, 0x80) == 0x82f63b78u, "crc32qi: the reflected polynomial");
  return 0;
}
