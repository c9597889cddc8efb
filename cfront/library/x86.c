/* Models of GCC's x86 SIMD built-ins (__builtin_ia32_*), written with GCC vector types:
   MMX, SSE2, SSSE3, SSE4.1 and AVX2 integer operations on packed elements, and the
   AVX-512 merge-masked additions. Wrapping arithmetic is done on the unsigned element
   type (the instructions wrap; C's signed overflow would be undefined). */

typedef char __rbmc_v8qi __attribute__((__vector_size__(8)));
typedef short __rbmc_v4hi __attribute__((__vector_size__(8)));
typedef int __rbmc_v2si __attribute__((__vector_size__(8)));
typedef unsigned char __rbmc_v8qu __attribute__((__vector_size__(8)));
typedef unsigned short __rbmc_v4hu __attribute__((__vector_size__(8)));
typedef unsigned int __rbmc_v2su __attribute__((__vector_size__(8)));

typedef char __rbmc_v16qi __attribute__((__vector_size__(16)));
typedef short __rbmc_v8hi __attribute__((__vector_size__(16)));
typedef int __rbmc_v4si __attribute__((__vector_size__(16)));
typedef long long __rbmc_v2di __attribute__((__vector_size__(16)));
typedef signed char __rbmc_v16qs __attribute__((__vector_size__(16)));
typedef unsigned char __rbmc_v16qu __attribute__((__vector_size__(16)));
typedef unsigned short __rbmc_v8hu __attribute__((__vector_size__(16)));
typedef unsigned int __rbmc_v4su __attribute__((__vector_size__(16)));
typedef unsigned long long __rbmc_v2du __attribute__((__vector_size__(16)));

typedef char __rbmc_v32qi __attribute__((__vector_size__(32)));
typedef short __rbmc_v16hi __attribute__((__vector_size__(32)));
typedef int __rbmc_v8si __attribute__((__vector_size__(32)));
typedef long long __rbmc_v4di __attribute__((__vector_size__(32)));
typedef unsigned char __rbmc_v32qu __attribute__((__vector_size__(32)));
typedef unsigned short __rbmc_v16hu __attribute__((__vector_size__(32)));
typedef unsigned int __rbmc_v8su __attribute__((__vector_size__(32)));
typedef unsigned long long __rbmc_v4du __attribute__((__vector_size__(32)));

typedef int __rbmc_v16si __attribute__((__vector_size__(64)));
typedef unsigned int __rbmc_v16su __attribute__((__vector_size__(64)));

/* ---- wrapping addition and subtraction */

__rbmc_v8qi __builtin_ia32_paddb(__rbmc_v8qi a, __rbmc_v8qi b)
{
  return (__rbmc_v8qi)((__rbmc_v8qu)a + (__rbmc_v8qu)b);
}
__rbmc_v4hi __builtin_ia32_paddw(__rbmc_v4hi a, __rbmc_v4hi b)
{
  return (__rbmc_v4hi)((__rbmc_v4hu)a + (__rbmc_v4hu)b);
}
__rbmc_v2si __builtin_ia32_paddd(__rbmc_v2si a, __rbmc_v2si b)
{
  return (__rbmc_v2si)((__rbmc_v2su)a + (__rbmc_v2su)b);
}
__rbmc_v8qi __builtin_ia32_psubb(__rbmc_v8qi a, __rbmc_v8qi b)
{
  return (__rbmc_v8qi)((__rbmc_v8qu)a - (__rbmc_v8qu)b);
}
__rbmc_v4hi __builtin_ia32_psubw(__rbmc_v4hi a, __rbmc_v4hi b)
{
  return (__rbmc_v4hi)((__rbmc_v4hu)a - (__rbmc_v4hu)b);
}
__rbmc_v2si __builtin_ia32_psubd(__rbmc_v2si a, __rbmc_v2si b)
{
  return (__rbmc_v2si)((__rbmc_v2su)a - (__rbmc_v2su)b);
}

__rbmc_v16qi __builtin_ia32_paddb128(__rbmc_v16qi a, __rbmc_v16qi b)
{
  return (__rbmc_v16qi)((__rbmc_v16qu)a + (__rbmc_v16qu)b);
}
__rbmc_v8hi __builtin_ia32_paddw128(__rbmc_v8hi a, __rbmc_v8hi b)
{
  return (__rbmc_v8hi)((__rbmc_v8hu)a + (__rbmc_v8hu)b);
}
__rbmc_v4si __builtin_ia32_paddd128(__rbmc_v4si a, __rbmc_v4si b)
{
  return (__rbmc_v4si)((__rbmc_v4su)a + (__rbmc_v4su)b);
}
__rbmc_v2di __builtin_ia32_paddq128(__rbmc_v2di a, __rbmc_v2di b)
{
  return (__rbmc_v2di)((__rbmc_v2du)a + (__rbmc_v2du)b);
}
__rbmc_v16qi __builtin_ia32_psubb128(__rbmc_v16qi a, __rbmc_v16qi b)
{
  return (__rbmc_v16qi)((__rbmc_v16qu)a - (__rbmc_v16qu)b);
}
__rbmc_v8hi __builtin_ia32_psubw128(__rbmc_v8hi a, __rbmc_v8hi b)
{
  return (__rbmc_v8hi)((__rbmc_v8hu)a - (__rbmc_v8hu)b);
}
__rbmc_v4si __builtin_ia32_psubd128(__rbmc_v4si a, __rbmc_v4si b)
{
  return (__rbmc_v4si)((__rbmc_v4su)a - (__rbmc_v4su)b);
}
__rbmc_v2di __builtin_ia32_psubq128(__rbmc_v2di a, __rbmc_v2di b)
{
  return (__rbmc_v2di)((__rbmc_v2du)a - (__rbmc_v2du)b);
}

__rbmc_v32qi __builtin_ia32_paddb256(__rbmc_v32qi a, __rbmc_v32qi b)
{
  return (__rbmc_v32qi)((__rbmc_v32qu)a + (__rbmc_v32qu)b);
}
__rbmc_v16hi __builtin_ia32_paddw256(__rbmc_v16hi a, __rbmc_v16hi b)
{
  return (__rbmc_v16hi)((__rbmc_v16hu)a + (__rbmc_v16hu)b);
}
__rbmc_v8si __builtin_ia32_paddd256(__rbmc_v8si a, __rbmc_v8si b)
{
  return (__rbmc_v8si)((__rbmc_v8su)a + (__rbmc_v8su)b);
}
__rbmc_v4di __builtin_ia32_paddq256(__rbmc_v4di a, __rbmc_v4di b)
{
  return (__rbmc_v4di)((__rbmc_v4du)a + (__rbmc_v4du)b);
}
__rbmc_v32qi __builtin_ia32_psubb256(__rbmc_v32qi a, __rbmc_v32qi b)
{
  return (__rbmc_v32qi)((__rbmc_v32qu)a - (__rbmc_v32qu)b);
}
__rbmc_v16hi __builtin_ia32_psubw256(__rbmc_v16hi a, __rbmc_v16hi b)
{
  return (__rbmc_v16hi)((__rbmc_v16hu)a - (__rbmc_v16hu)b);
}
__rbmc_v8si __builtin_ia32_psubd256(__rbmc_v8si a, __rbmc_v8si b)
{
  return (__rbmc_v8si)((__rbmc_v8su)a - (__rbmc_v8su)b);
}
__rbmc_v4di __builtin_ia32_psubq256(__rbmc_v4di a, __rbmc_v4di b)
{
  return (__rbmc_v4di)((__rbmc_v4du)a - (__rbmc_v4du)b);
}

/* AVX-512 merge masking: lane k is a + b where bit k of the mask is set, else src's */
__rbmc_v4si __builtin_ia32_paddd128_mask(
  __rbmc_v4si a,
  __rbmc_v4si b,
  __rbmc_v4si src,
  unsigned char mask)
{
  __rbmc_v4si sum = (__rbmc_v4si)((__rbmc_v4su)a + (__rbmc_v4su)b);
  __rbmc_v4si r;
  for(int k = 0; k < 4; k++)
    r[k] = (mask >> k) & 1 ? sum[k] : src[k];
  return r;
}
__rbmc_v16si __builtin_ia32_paddd512_mask(
  __rbmc_v16si a,
  __rbmc_v16si b,
  __rbmc_v16si src,
  unsigned short mask)
{
  __rbmc_v16si sum = (__rbmc_v16si)((__rbmc_v16su)a + (__rbmc_v16su)b);
  __rbmc_v16si r;
  for(int k = 0; k < 16; k++)
    r[k] = (mask >> k) & 1 ? sum[k] : src[k];
  return r;
}

/* ---- saturating addition and subtraction, averages */

__rbmc_v16qi __builtin_ia32_paddsb128(__rbmc_v16qi a, __rbmc_v16qi b)
{
  __rbmc_v16qi r;
  for(int k = 0; k < 16; k++)
  {
    int s = (signed char)a[k] + (signed char)b[k];
    r[k] = (char)(s > 127 ? 127 : s < -128 ? -128 : s);
  }
  return r;
}
__rbmc_v8hi __builtin_ia32_paddsw128(__rbmc_v8hi a, __rbmc_v8hi b)
{
  __rbmc_v8hi r;
  for(int k = 0; k < 8; k++)
  {
    int s = a[k] + b[k];
    r[k] = (short)(s > 32767 ? 32767 : s < -32768 ? -32768 : s);
  }
  return r;
}
__rbmc_v16qi __builtin_ia32_paddusb128(__rbmc_v16qi a, __rbmc_v16qi b)
{
  __rbmc_v16qi r;
  for(int k = 0; k < 16; k++)
  {
    int s = (unsigned char)a[k] + (unsigned char)b[k];
    r[k] = (char)(unsigned char)(s > 255 ? 255 : s);
  }
  return r;
}
__rbmc_v16qi __builtin_ia32_psubusb128(__rbmc_v16qi a, __rbmc_v16qi b)
{
  __rbmc_v16qi r;
  for(int k = 0; k < 16; k++)
  {
    int s = (unsigned char)a[k] - (unsigned char)b[k];
    r[k] = (char)(unsigned char)(s < 0 ? 0 : s);
  }
  return r;
}
__rbmc_v16qi __builtin_ia32_pavgb128(__rbmc_v16qi a, __rbmc_v16qi b)
{
  __rbmc_v16qi r;
  for(int k = 0; k < 16; k++)
    r[k] = (char)(unsigned char)(((unsigned char)a[k] + (unsigned char)b[k] + 1) >> 1);
  return r;
}
__rbmc_v8hi __builtin_ia32_pavgw128(__rbmc_v8hi a, __rbmc_v8hi b)
{
  __rbmc_v8hi r;
  for(int k = 0; k < 8; k++)
    r[k] =
      (short)(unsigned short)(((unsigned short)a[k] + (unsigned short)b[k] + 1) >> 1);
  return r;
}

/* ---- bitwise */

__rbmc_v2di __builtin_ia32_pand128(__rbmc_v2di a, __rbmc_v2di b)
{
  return a & b;
}
__rbmc_v2di __builtin_ia32_pandn128(__rbmc_v2di a, __rbmc_v2di b)
{
  return ~a & b;
}
__rbmc_v2di __builtin_ia32_por128(__rbmc_v2di a, __rbmc_v2di b)
{
  return a | b;
}
__rbmc_v2di __builtin_ia32_pxor128(__rbmc_v2di a, __rbmc_v2di b)
{
  return a ^ b;
}
__rbmc_v4di __builtin_ia32_por256(__rbmc_v4di a, __rbmc_v4di b)
{
  return a | b;
}
__rbmc_v4di __builtin_ia32_pxor256(__rbmc_v4di a, __rbmc_v4di b)
{
  return a ^ b;
}

/* ---- comparisons: all ones where the comparison holds (GCC's vector comparisons) */

__rbmc_v16qi __builtin_ia32_pcmpeqb128(__rbmc_v16qi a, __rbmc_v16qi b)
{
  return (__rbmc_v16qi)(a == b);
}
__rbmc_v8hi __builtin_ia32_pcmpeqw128(__rbmc_v8hi a, __rbmc_v8hi b)
{
  return a == b;
}
__rbmc_v4si __builtin_ia32_pcmpeqd128(__rbmc_v4si a, __rbmc_v4si b)
{
  return a == b;
}
__rbmc_v16qi __builtin_ia32_pcmpgtb128(__rbmc_v16qi a, __rbmc_v16qi b)
{
  return (__rbmc_v16qi)((__rbmc_v16qs)a > (__rbmc_v16qs)b);
}
__rbmc_v8hi __builtin_ia32_pcmpgtw128(__rbmc_v8hi a, __rbmc_v8hi b)
{
  return a > b;
}
__rbmc_v4si __builtin_ia32_pcmpgtd128(__rbmc_v4si a, __rbmc_v4si b)
{
  return a > b;
}
__rbmc_v32qi __builtin_ia32_pcmpeqb256(__rbmc_v32qi a, __rbmc_v32qi b)
{
  return (__rbmc_v32qi)(a == b);
}
__rbmc_v16hi __builtin_ia32_pcmpeqw256(__rbmc_v16hi a, __rbmc_v16hi b)
{
  return a == b;
}
__rbmc_v8si __builtin_ia32_pcmpeqd256(__rbmc_v8si a, __rbmc_v8si b)
{
  return a == b;
}
__rbmc_v32qi __builtin_ia32_pcmpgtb256(__rbmc_v32qi a, __rbmc_v32qi b)
{
  __rbmc_v32qi r;
  for(int k = 0; k < 32; k++)
    r[k] = (signed char)a[k] > (signed char)b[k] ? -1 : 0;
  return r;
}
__rbmc_v16hi __builtin_ia32_pcmpgtw256(__rbmc_v16hi a, __rbmc_v16hi b)
{
  return a > b;
}
__rbmc_v8si __builtin_ia32_pcmpgtd256(__rbmc_v8si a, __rbmc_v8si b)
{
  return a > b;
}

/* ---- minimum, maximum, absolute value */

__rbmc_v16qi __builtin_ia32_pmaxsb128(__rbmc_v16qi a, __rbmc_v16qi b)
{
  __rbmc_v16qi r;
  for(int k = 0; k < 16; k++)
    r[k] = (signed char)a[k] > (signed char)b[k] ? a[k] : b[k];
  return r;
}
__rbmc_v16qi __builtin_ia32_pminsb128(__rbmc_v16qi a, __rbmc_v16qi b)
{
  __rbmc_v16qi r;
  for(int k = 0; k < 16; k++)
    r[k] = (signed char)a[k] < (signed char)b[k] ? a[k] : b[k];
  return r;
}
__rbmc_v16qi __builtin_ia32_pmaxub128(__rbmc_v16qi a, __rbmc_v16qi b)
{
  __rbmc_v16qi r;
  for(int k = 0; k < 16; k++)
    r[k] = (unsigned char)a[k] > (unsigned char)b[k] ? a[k] : b[k];
  return r;
}
__rbmc_v16qi __builtin_ia32_pminub128(__rbmc_v16qi a, __rbmc_v16qi b)
{
  __rbmc_v16qi r;
  for(int k = 0; k < 16; k++)
    r[k] = (unsigned char)a[k] < (unsigned char)b[k] ? a[k] : b[k];
  return r;
}
__rbmc_v8hi __builtin_ia32_pmaxsw128(__rbmc_v8hi a, __rbmc_v8hi b)
{
  __rbmc_v8hi r;
  for(int k = 0; k < 8; k++)
    r[k] = a[k] > b[k] ? a[k] : b[k];
  return r;
}
__rbmc_v8hi __builtin_ia32_pminsw128(__rbmc_v8hi a, __rbmc_v8hi b)
{
  __rbmc_v8hi r;
  for(int k = 0; k < 8; k++)
    r[k] = a[k] < b[k] ? a[k] : b[k];
  return r;
}
__rbmc_v8hi __builtin_ia32_pmaxuw128(__rbmc_v8hi a, __rbmc_v8hi b)
{
  __rbmc_v8hi r;
  for(int k = 0; k < 8; k++)
    r[k] = (unsigned short)a[k] > (unsigned short)b[k] ? a[k] : b[k];
  return r;
}
__rbmc_v8hi __builtin_ia32_pminuw128(__rbmc_v8hi a, __rbmc_v8hi b)
{
  __rbmc_v8hi r;
  for(int k = 0; k < 8; k++)
    r[k] = (unsigned short)a[k] < (unsigned short)b[k] ? a[k] : b[k];
  return r;
}
__rbmc_v4si __builtin_ia32_pmaxsd128(__rbmc_v4si a, __rbmc_v4si b)
{
  __rbmc_v4si r;
  for(int k = 0; k < 4; k++)
    r[k] = a[k] > b[k] ? a[k] : b[k];
  return r;
}
__rbmc_v4si __builtin_ia32_pminsd128(__rbmc_v4si a, __rbmc_v4si b)
{
  __rbmc_v4si r;
  for(int k = 0; k < 4; k++)
    r[k] = a[k] < b[k] ? a[k] : b[k];
  return r;
}
__rbmc_v4si __builtin_ia32_pmaxud128(__rbmc_v4si a, __rbmc_v4si b)
{
  __rbmc_v4si r;
  for(int k = 0; k < 4; k++)
    r[k] = (unsigned int)a[k] > (unsigned int)b[k] ? a[k] : b[k];
  return r;
}
__rbmc_v4si __builtin_ia32_pminud128(__rbmc_v4si a, __rbmc_v4si b)
{
  __rbmc_v4si r;
  for(int k = 0; k < 4; k++)
    r[k] = (unsigned int)a[k] < (unsigned int)b[k] ? a[k] : b[k];
  return r;
}
__rbmc_v8si __builtin_ia32_pmaxud256(__rbmc_v8si a, __rbmc_v8si b)
{
  __rbmc_v8si r;
  for(int k = 0; k < 8; k++)
    r[k] = (unsigned int)a[k] > (unsigned int)b[k] ? a[k] : b[k];
  return r;
}

/* the absolute value of the most negative element is itself (the instruction wraps) */
__rbmc_v16qi __builtin_ia32_pabsb128(__rbmc_v16qi a)
{
  __rbmc_v16qi r;
  for(int k = 0; k < 16; k++)
    r[k] = (char)(unsigned char)((signed char)a[k] < 0 ? -(signed char)a[k] : a[k]);
  return r;
}
__rbmc_v8hi __builtin_ia32_pabsw128(__rbmc_v8hi a)
{
  __rbmc_v8hi r;
  for(int k = 0; k < 8; k++)
    r[k] = (short)(unsigned short)(a[k] < 0 ? -(int)a[k] : a[k]);
  return r;
}
__rbmc_v4si __builtin_ia32_pabsd128(__rbmc_v4si a)
{
  __rbmc_v4si r;
  for(int k = 0; k < 4; k++)
    r[k] = (int)(a[k] < 0 ? 0u - (unsigned int)a[k] : (unsigned int)a[k]);
  return r;
}
__rbmc_v8si __builtin_ia32_pabsd256(__rbmc_v8si a)
{
  __rbmc_v8si r;
  for(int k = 0; k < 8; k++)
    r[k] = (int)(a[k] < 0 ? 0u - (unsigned int)a[k] : (unsigned int)a[k]);
  return r;
}

/* ---- multiplication (low half of each product) */

__rbmc_v8hi __builtin_ia32_pmullw128(__rbmc_v8hi a, __rbmc_v8hi b)
{
  return (__rbmc_v8hi)((__rbmc_v8hu)a * (__rbmc_v8hu)b);
}
__rbmc_v4si __builtin_ia32_pmulld128(__rbmc_v4si a, __rbmc_v4si b)
{
  return (__rbmc_v4si)((__rbmc_v4su)a * (__rbmc_v4su)b);
}

/* ---- shifts by a count: logical shifts past the width give 0, arithmetic ones the sign */

__rbmc_v8hi __builtin_ia32_psllwi128(__rbmc_v8hi a, int count)
{
  __rbmc_v8hi r;
  for(int k = 0; k < 8; k++)
    r[k] = (unsigned)count > 15 ? 0 : (short)(unsigned short)((unsigned short)a[k] << count);
  return r;
}
__rbmc_v8hi __builtin_ia32_psrlwi128(__rbmc_v8hi a, int count)
{
  __rbmc_v8hi r;
  for(int k = 0; k < 8; k++)
    r[k] = (unsigned)count > 15 ? 0 : (short)((unsigned short)a[k] >> count);
  return r;
}
__rbmc_v4si __builtin_ia32_psradi128(__rbmc_v4si a, int count)
{
  __rbmc_v4si r;
  for(int k = 0; k < 4; k++)
    r[k] = a[k] >> ((unsigned)count > 31 ? 31 : count);
  return r;
}
