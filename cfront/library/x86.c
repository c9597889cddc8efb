/* Models of GCC's x86 SIMD built-ins (__builtin_ia32_*), written with GCC vector types:
   the integer operations of MMX, SSE2, SSE3, SSSE3, SSE4.1, SSE4.2 (crc32) and AVX2, the
   AVX-512 merge-masked forms of the basic arithmetic, and a few exact floating-point ones
   (moves, blends, sign masks, conversions from int). Prototypes are GCC's: char, short, int
   and long long elements, masks __mmask8/16/32/64 as unsigned char/short/int/long long.
   Wrapping arithmetic is done on the unsigned element type (the instructions wrap; C's
   signed overflow would be undefined). Lane loops have constant bounds: symex unrolls them.
   AVX-512 merge masking: lane k is the operation's where bit k of the mask is set, else
   src's (GCC's operand order: a, b, src, mask). */

typedef char __rbmc_v8qi __attribute__((__vector_size__(8)));
typedef signed char __rbmc_v8qs __attribute__((__vector_size__(8)));
typedef unsigned char __rbmc_v8qu __attribute__((__vector_size__(8)));
typedef short __rbmc_v4hi __attribute__((__vector_size__(8)));
typedef unsigned short __rbmc_v4hu __attribute__((__vector_size__(8)));
typedef int __rbmc_v2si __attribute__((__vector_size__(8)));
typedef unsigned int __rbmc_v2su __attribute__((__vector_size__(8)));
typedef long long __rbmc_v1di __attribute__((__vector_size__(8)));
typedef unsigned long long __rbmc_v1du __attribute__((__vector_size__(8)));

typedef char __rbmc_v16qi __attribute__((__vector_size__(16)));
typedef signed char __rbmc_v16qs __attribute__((__vector_size__(16)));
typedef unsigned char __rbmc_v16qu __attribute__((__vector_size__(16)));
typedef short __rbmc_v8hi __attribute__((__vector_size__(16)));
typedef unsigned short __rbmc_v8hu __attribute__((__vector_size__(16)));
typedef int __rbmc_v4si __attribute__((__vector_size__(16)));
typedef unsigned int __rbmc_v4su __attribute__((__vector_size__(16)));
typedef long long __rbmc_v2di __attribute__((__vector_size__(16)));
typedef unsigned long long __rbmc_v2du __attribute__((__vector_size__(16)));

typedef char __rbmc_v32qi __attribute__((__vector_size__(32)));
typedef signed char __rbmc_v32qs __attribute__((__vector_size__(32)));
typedef unsigned char __rbmc_v32qu __attribute__((__vector_size__(32)));
typedef short __rbmc_v16hi __attribute__((__vector_size__(32)));
typedef unsigned short __rbmc_v16hu __attribute__((__vector_size__(32)));
typedef int __rbmc_v8si __attribute__((__vector_size__(32)));
typedef unsigned int __rbmc_v8su __attribute__((__vector_size__(32)));
typedef long long __rbmc_v4di __attribute__((__vector_size__(32)));
typedef unsigned long long __rbmc_v4du __attribute__((__vector_size__(32)));

typedef char __rbmc_v64qi __attribute__((__vector_size__(64)));
typedef signed char __rbmc_v64qs __attribute__((__vector_size__(64)));
typedef unsigned char __rbmc_v64qu __attribute__((__vector_size__(64)));
typedef short __rbmc_v32hi __attribute__((__vector_size__(64)));
typedef unsigned short __rbmc_v32hu __attribute__((__vector_size__(64)));
typedef int __rbmc_v16si __attribute__((__vector_size__(64)));
typedef unsigned int __rbmc_v16su __attribute__((__vector_size__(64)));
typedef long long __rbmc_v8di __attribute__((__vector_size__(64)));
typedef unsigned long long __rbmc_v8du __attribute__((__vector_size__(64)));

typedef float __rbmc_v4sf __attribute__((__vector_size__(16)));
typedef double __rbmc_v2df __attribute__((__vector_size__(16)));

/* ---- wrapping addition and subtraction */

__rbmc_v8qi __builtin_ia32_paddb(__rbmc_v8qi a, __rbmc_v8qi b)
{
  return (__rbmc_v8qi)((__rbmc_v8qu)a + (__rbmc_v8qu)b);
}
__rbmc_v16qi __builtin_ia32_paddb128(__rbmc_v16qi a, __rbmc_v16qi b)
{
  return (__rbmc_v16qi)((__rbmc_v16qu)a + (__rbmc_v16qu)b);
}
__rbmc_v32qi __builtin_ia32_paddb256(__rbmc_v32qi a, __rbmc_v32qi b)
{
  return (__rbmc_v32qi)((__rbmc_v32qu)a + (__rbmc_v32qu)b);
}
__rbmc_v16qi __builtin_ia32_paddb128_mask(
  __rbmc_v16qi a,
  __rbmc_v16qi b,
  __rbmc_v16qi src,
  unsigned short mask)
{
  __rbmc_v16qi r = (__rbmc_v16qi)((__rbmc_v16qu)a + (__rbmc_v16qu)b);
  for(int k = 0; k < 16; k++)
    r[k] = (mask >> k) & 1 ? r[k] : src[k];
  return r;
}
__rbmc_v32qi __builtin_ia32_paddb256_mask(
  __rbmc_v32qi a,
  __rbmc_v32qi b,
  __rbmc_v32qi src,
  unsigned int mask)
{
  __rbmc_v32qi r = (__rbmc_v32qi)((__rbmc_v32qu)a + (__rbmc_v32qu)b);
  for(int k = 0; k < 32; k++)
    r[k] = (mask >> k) & 1 ? r[k] : src[k];
  return r;
}
__rbmc_v64qi __builtin_ia32_paddb512_mask(
  __rbmc_v64qi a,
  __rbmc_v64qi b,
  __rbmc_v64qi src,
  unsigned long long mask)
{
  __rbmc_v64qi r = (__rbmc_v64qi)((__rbmc_v64qu)a + (__rbmc_v64qu)b);
  for(int k = 0; k < 64; k++)
    r[k] = (mask >> k) & 1 ? r[k] : src[k];
  return r;
}
__rbmc_v4hi __builtin_ia32_paddw(__rbmc_v4hi a, __rbmc_v4hi b)
{
  return (__rbmc_v4hi)((__rbmc_v4hu)a + (__rbmc_v4hu)b);
}
__rbmc_v8hi __builtin_ia32_paddw128(__rbmc_v8hi a, __rbmc_v8hi b)
{
  return (__rbmc_v8hi)((__rbmc_v8hu)a + (__rbmc_v8hu)b);
}
__rbmc_v16hi __builtin_ia32_paddw256(__rbmc_v16hi a, __rbmc_v16hi b)
{
  return (__rbmc_v16hi)((__rbmc_v16hu)a + (__rbmc_v16hu)b);
}
__rbmc_v8hi __builtin_ia32_paddw128_mask(
  __rbmc_v8hi a,
  __rbmc_v8hi b,
  __rbmc_v8hi src,
  unsigned char mask)
{
  __rbmc_v8hi r = (__rbmc_v8hi)((__rbmc_v8hu)a + (__rbmc_v8hu)b);
  for(int k = 0; k < 8; k++)
    r[k] = (mask >> k) & 1 ? r[k] : src[k];
  return r;
}
__rbmc_v16hi __builtin_ia32_paddw256_mask(
  __rbmc_v16hi a,
  __rbmc_v16hi b,
  __rbmc_v16hi src,
  unsigned short mask)
{
  __rbmc_v16hi r = (__rbmc_v16hi)((__rbmc_v16hu)a + (__rbmc_v16hu)b);
  for(int k = 0; k < 16; k++)
    r[k] = (mask >> k) & 1 ? r[k] : src[k];
  return r;
}
__rbmc_v32hi __builtin_ia32_paddw512_mask(
  __rbmc_v32hi a,
  __rbmc_v32hi b,
  __rbmc_v32hi src,
  unsigned int mask)
{
  __rbmc_v32hi r = (__rbmc_v32hi)((__rbmc_v32hu)a + (__rbmc_v32hu)b);
  for(int k = 0; k < 32; k++)
    r[k] = (mask >> k) & 1 ? r[k] : src[k];
  return r;
}
__rbmc_v2si __builtin_ia32_paddd(__rbmc_v2si a, __rbmc_v2si b)
{
  return (__rbmc_v2si)((__rbmc_v2su)a + (__rbmc_v2su)b);
}
__rbmc_v4si __builtin_ia32_paddd128(__rbmc_v4si a, __rbmc_v4si b)
{
  return (__rbmc_v4si)((__rbmc_v4su)a + (__rbmc_v4su)b);
}
__rbmc_v8si __builtin_ia32_paddd256(__rbmc_v8si a, __rbmc_v8si b)
{
  return (__rbmc_v8si)((__rbmc_v8su)a + (__rbmc_v8su)b);
}
__rbmc_v4si __builtin_ia32_paddd128_mask(
  __rbmc_v4si a,
  __rbmc_v4si b,
  __rbmc_v4si src,
  unsigned char mask)
{
  __rbmc_v4si r = (__rbmc_v4si)((__rbmc_v4su)a + (__rbmc_v4su)b);
  for(int k = 0; k < 4; k++)
    r[k] = (mask >> k) & 1 ? r[k] : src[k];
  return r;
}
__rbmc_v8si __builtin_ia32_paddd256_mask(
  __rbmc_v8si a,
  __rbmc_v8si b,
  __rbmc_v8si src,
  unsigned char mask)
{
  __rbmc_v8si r = (__rbmc_v8si)((__rbmc_v8su)a + (__rbmc_v8su)b);
  for(int k = 0; k < 8; k++)
    r[k] = (mask >> k) & 1 ? r[k] : src[k];
  return r;
}
__rbmc_v16si __builtin_ia32_paddd512_mask(
  __rbmc_v16si a,
  __rbmc_v16si b,
  __rbmc_v16si src,
  unsigned short mask)
{
  __rbmc_v16si r = (__rbmc_v16si)((__rbmc_v16su)a + (__rbmc_v16su)b);
  for(int k = 0; k < 16; k++)
    r[k] = (mask >> k) & 1 ? r[k] : src[k];
  return r;
}
__rbmc_v1di __builtin_ia32_paddq(__rbmc_v1di a, __rbmc_v1di b)
{
  return (__rbmc_v1di)((__rbmc_v1du)a + (__rbmc_v1du)b);
}
__rbmc_v2di __builtin_ia32_paddq128(__rbmc_v2di a, __rbmc_v2di b)
{
  return (__rbmc_v2di)((__rbmc_v2du)a + (__rbmc_v2du)b);
}
__rbmc_v4di __builtin_ia32_paddq256(__rbmc_v4di a, __rbmc_v4di b)
{
  return (__rbmc_v4di)((__rbmc_v4du)a + (__rbmc_v4du)b);
}
__rbmc_v2di __builtin_ia32_paddq128_mask(
  __rbmc_v2di a,
  __rbmc_v2di b,
  __rbmc_v2di src,
  unsigned char mask)
{
  __rbmc_v2di r = (__rbmc_v2di)((__rbmc_v2du)a + (__rbmc_v2du)b);
  for(int k = 0; k < 2; k++)
    r[k] = (mask >> k) & 1 ? r[k] : src[k];
  return r;
}
__rbmc_v4di __builtin_ia32_paddq256_mask(
  __rbmc_v4di a,
  __rbmc_v4di b,
  __rbmc_v4di src,
  unsigned char mask)
{
  __rbmc_v4di r = (__rbmc_v4di)((__rbmc_v4du)a + (__rbmc_v4du)b);
  for(int k = 0; k < 4; k++)
    r[k] = (mask >> k) & 1 ? r[k] : src[k];
  return r;
}
__rbmc_v8di __builtin_ia32_paddq512_mask(
  __rbmc_v8di a,
  __rbmc_v8di b,
  __rbmc_v8di src,
  unsigned char mask)
{
  __rbmc_v8di r = (__rbmc_v8di)((__rbmc_v8du)a + (__rbmc_v8du)b);
  for(int k = 0; k < 8; k++)
    r[k] = (mask >> k) & 1 ? r[k] : src[k];
  return r;
}

__rbmc_v8qi __builtin_ia32_psubb(__rbmc_v8qi a, __rbmc_v8qi b)
{
  return (__rbmc_v8qi)((__rbmc_v8qu)a - (__rbmc_v8qu)b);
}
__rbmc_v16qi __builtin_ia32_psubb128(__rbmc_v16qi a, __rbmc_v16qi b)
{
  return (__rbmc_v16qi)((__rbmc_v16qu)a - (__rbmc_v16qu)b);
}
__rbmc_v32qi __builtin_ia32_psubb256(__rbmc_v32qi a, __rbmc_v32qi b)
{
  return (__rbmc_v32qi)((__rbmc_v32qu)a - (__rbmc_v32qu)b);
}
__rbmc_v16qi __builtin_ia32_psubb128_mask(
  __rbmc_v16qi a,
  __rbmc_v16qi b,
  __rbmc_v16qi src,
  unsigned short mask)
{
  __rbmc_v16qi r = (__rbmc_v16qi)((__rbmc_v16qu)a - (__rbmc_v16qu)b);
  for(int k = 0; k < 16; k++)
    r[k] = (mask >> k) & 1 ? r[k] : src[k];
  return r;
}
__rbmc_v32qi __builtin_ia32_psubb256_mask(
  __rbmc_v32qi a,
  __rbmc_v32qi b,
  __rbmc_v32qi src,
  unsigned int mask)
{
  __rbmc_v32qi r = (__rbmc_v32qi)((__rbmc_v32qu)a - (__rbmc_v32qu)b);
  for(int k = 0; k < 32; k++)
    r[k] = (mask >> k) & 1 ? r[k] : src[k];
  return r;
}
__rbmc_v64qi __builtin_ia32_psubb512_mask(
  __rbmc_v64qi a,
  __rbmc_v64qi b,
  __rbmc_v64qi src,
  unsigned long long mask)
{
  __rbmc_v64qi r = (__rbmc_v64qi)((__rbmc_v64qu)a - (__rbmc_v64qu)b);
  for(int k = 0; k < 64; k++)
    r[k] = (mask >> k) & 1 ? r[k] : src[k];
  return r;
}
__rbmc_v4hi __builtin_ia32_psubw(__rbmc_v4hi a, __rbmc_v4hi b)
{
  return (__rbmc_v4hi)((__rbmc_v4hu)a - (__rbmc_v4hu)b);
}
__rbmc_v8hi __builtin_ia32_psubw128(__rbmc_v8hi a, __rbmc_v8hi b)
{
  return (__rbmc_v8hi)((__rbmc_v8hu)a - (__rbmc_v8hu)b);
}
__rbmc_v16hi __builtin_ia32_psubw256(__rbmc_v16hi a, __rbmc_v16hi b)
{
  return (__rbmc_v16hi)((__rbmc_v16hu)a - (__rbmc_v16hu)b);
}
__rbmc_v8hi __builtin_ia32_psubw128_mask(
  __rbmc_v8hi a,
  __rbmc_v8hi b,
  __rbmc_v8hi src,
  unsigned char mask)
{
  __rbmc_v8hi r = (__rbmc_v8hi)((__rbmc_v8hu)a - (__rbmc_v8hu)b);
  for(int k = 0; k < 8; k++)
    r[k] = (mask >> k) & 1 ? r[k] : src[k];
  return r;
}
__rbmc_v16hi __builtin_ia32_psubw256_mask(
  __rbmc_v16hi a,
  __rbmc_v16hi b,
  __rbmc_v16hi src,
  unsigned short mask)
{
  __rbmc_v16hi r = (__rbmc_v16hi)((__rbmc_v16hu)a - (__rbmc_v16hu)b);
  for(int k = 0; k < 16; k++)
    r[k] = (mask >> k) & 1 ? r[k] : src[k];
  return r;
}
__rbmc_v32hi __builtin_ia32_psubw512_mask(
  __rbmc_v32hi a,
  __rbmc_v32hi b,
  __rbmc_v32hi src,
  unsigned int mask)
{
  __rbmc_v32hi r = (__rbmc_v32hi)((__rbmc_v32hu)a - (__rbmc_v32hu)b);
  for(int k = 0; k < 32; k++)
    r[k] = (mask >> k) & 1 ? r[k] : src[k];
  return r;
}
__rbmc_v2si __builtin_ia32_psubd(__rbmc_v2si a, __rbmc_v2si b)
{
  return (__rbmc_v2si)((__rbmc_v2su)a - (__rbmc_v2su)b);
}
__rbmc_v4si __builtin_ia32_psubd128(__rbmc_v4si a, __rbmc_v4si b)
{
  return (__rbmc_v4si)((__rbmc_v4su)a - (__rbmc_v4su)b);
}
__rbmc_v8si __builtin_ia32_psubd256(__rbmc_v8si a, __rbmc_v8si b)
{
  return (__rbmc_v8si)((__rbmc_v8su)a - (__rbmc_v8su)b);
}
__rbmc_v4si __builtin_ia32_psubd128_mask(
  __rbmc_v4si a,
  __rbmc_v4si b,
  __rbmc_v4si src,
  unsigned char mask)
{
  __rbmc_v4si r = (__rbmc_v4si)((__rbmc_v4su)a - (__rbmc_v4su)b);
  for(int k = 0; k < 4; k++)
    r[k] = (mask >> k) & 1 ? r[k] : src[k];
  return r;
}
__rbmc_v8si __builtin_ia32_psubd256_mask(
  __rbmc_v8si a,
  __rbmc_v8si b,
  __rbmc_v8si src,
  unsigned char mask)
{
  __rbmc_v8si r = (__rbmc_v8si)((__rbmc_v8su)a - (__rbmc_v8su)b);
  for(int k = 0; k < 8; k++)
    r[k] = (mask >> k) & 1 ? r[k] : src[k];
  return r;
}
__rbmc_v16si __builtin_ia32_psubd512_mask(
  __rbmc_v16si a,
  __rbmc_v16si b,
  __rbmc_v16si src,
  unsigned short mask)
{
  __rbmc_v16si r = (__rbmc_v16si)((__rbmc_v16su)a - (__rbmc_v16su)b);
  for(int k = 0; k < 16; k++)
    r[k] = (mask >> k) & 1 ? r[k] : src[k];
  return r;
}
__rbmc_v1di __builtin_ia32_psubq(__rbmc_v1di a, __rbmc_v1di b)
{
  return (__rbmc_v1di)((__rbmc_v1du)a - (__rbmc_v1du)b);
}
__rbmc_v2di __builtin_ia32_psubq128(__rbmc_v2di a, __rbmc_v2di b)
{
  return (__rbmc_v2di)((__rbmc_v2du)a - (__rbmc_v2du)b);
}
__rbmc_v4di __builtin_ia32_psubq256(__rbmc_v4di a, __rbmc_v4di b)
{
  return (__rbmc_v4di)((__rbmc_v4du)a - (__rbmc_v4du)b);
}
__rbmc_v2di __builtin_ia32_psubq128_mask(
  __rbmc_v2di a,
  __rbmc_v2di b,
  __rbmc_v2di src,
  unsigned char mask)
{
  __rbmc_v2di r = (__rbmc_v2di)((__rbmc_v2du)a - (__rbmc_v2du)b);
  for(int k = 0; k < 2; k++)
    r[k] = (mask >> k) & 1 ? r[k] : src[k];
  return r;
}
__rbmc_v4di __builtin_ia32_psubq256_mask(
  __rbmc_v4di a,
  __rbmc_v4di b,
  __rbmc_v4di src,
  unsigned char mask)
{
  __rbmc_v4di r = (__rbmc_v4di)((__rbmc_v4du)a - (__rbmc_v4du)b);
  for(int k = 0; k < 4; k++)
    r[k] = (mask >> k) & 1 ? r[k] : src[k];
  return r;
}
__rbmc_v8di __builtin_ia32_psubq512_mask(
  __rbmc_v8di a,
  __rbmc_v8di b,
  __rbmc_v8di src,
  unsigned char mask)
{
  __rbmc_v8di r = (__rbmc_v8di)((__rbmc_v8du)a - (__rbmc_v8du)b);
  for(int k = 0; k < 8; k++)
    r[k] = (mask >> k) & 1 ? r[k] : src[k];
  return r;
}

/* ---- saturating addition and subtraction: signed (s) and unsigned (us) */

__rbmc_v8qi __builtin_ia32_paddsb(__rbmc_v8qi a, __rbmc_v8qi b)
{
  __rbmc_v8qi r;
  for(int k = 0; k < 8; k++)
  {
    int s = (signed char)a[k] + (signed char)b[k];
    r[k] = (char)(s > 127 ? 127 : s < -128 ? -128 : s);
  }
  return r;
}
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
__rbmc_v32qi __builtin_ia32_paddsb256(__rbmc_v32qi a, __rbmc_v32qi b)
{
  __rbmc_v32qi r;
  for(int k = 0; k < 32; k++)
  {
    int s = (signed char)a[k] + (signed char)b[k];
    r[k] = (char)(s > 127 ? 127 : s < -128 ? -128 : s);
  }
  return r;
}
__rbmc_v16qi __builtin_ia32_paddsb128_mask(
  __rbmc_v16qi a,
  __rbmc_v16qi b,
  __rbmc_v16qi src,
  unsigned short mask)
{
  __rbmc_v16qi r;
  for(int k = 0; k < 16; k++)
  {
    int s = (signed char)a[k] + (signed char)b[k];
    r[k] = (mask >> k) & 1 ? (char)(s > 127 ? 127 : s < -128 ? -128 : s) : src[k];
  }
  return r;
}
__rbmc_v32qi __builtin_ia32_paddsb256_mask(
  __rbmc_v32qi a,
  __rbmc_v32qi b,
  __rbmc_v32qi src,
  unsigned int mask)
{
  __rbmc_v32qi r;
  for(int k = 0; k < 32; k++)
  {
    int s = (signed char)a[k] + (signed char)b[k];
    r[k] = (mask >> k) & 1 ? (char)(s > 127 ? 127 : s < -128 ? -128 : s) : src[k];
  }
  return r;
}
__rbmc_v64qi __builtin_ia32_paddsb512_mask(
  __rbmc_v64qi a,
  __rbmc_v64qi b,
  __rbmc_v64qi src,
  unsigned long long mask)
{
  __rbmc_v64qi r;
  for(int k = 0; k < 64; k++)
  {
    int s = (signed char)a[k] + (signed char)b[k];
    r[k] = (mask >> k) & 1 ? (char)(s > 127 ? 127 : s < -128 ? -128 : s) : src[k];
  }
  return r;
}
__rbmc_v4hi __builtin_ia32_paddsw(__rbmc_v4hi a, __rbmc_v4hi b)
{
  __rbmc_v4hi r;
  for(int k = 0; k < 4; k++)
  {
    int s = a[k] + b[k];
    r[k] = (short)(s > 32767 ? 32767 : s < -32768 ? -32768 : s);
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
__rbmc_v16hi __builtin_ia32_paddsw256(__rbmc_v16hi a, __rbmc_v16hi b)
{
  __rbmc_v16hi r;
  for(int k = 0; k < 16; k++)
  {
    int s = a[k] + b[k];
    r[k] = (short)(s > 32767 ? 32767 : s < -32768 ? -32768 : s);
  }
  return r;
}
__rbmc_v8hi __builtin_ia32_paddsw128_mask(
  __rbmc_v8hi a,
  __rbmc_v8hi b,
  __rbmc_v8hi src,
  unsigned char mask)
{
  __rbmc_v8hi r;
  for(int k = 0; k < 8; k++)
  {
    int s = a[k] + b[k];
    r[k] = (mask >> k) & 1 ? (short)(s > 32767 ? 32767 : s < -32768 ? -32768 : s) : src[k];
  }
  return r;
}
__rbmc_v16hi __builtin_ia32_paddsw256_mask(
  __rbmc_v16hi a,
  __rbmc_v16hi b,
  __rbmc_v16hi src,
  unsigned short mask)
{
  __rbmc_v16hi r;
  for(int k = 0; k < 16; k++)
  {
    int s = a[k] + b[k];
    r[k] = (mask >> k) & 1 ? (short)(s > 32767 ? 32767 : s < -32768 ? -32768 : s) : src[k];
  }
  return r;
}
__rbmc_v32hi __builtin_ia32_paddsw512_mask(
  __rbmc_v32hi a,
  __rbmc_v32hi b,
  __rbmc_v32hi src,
  unsigned int mask)
{
  __rbmc_v32hi r;
  for(int k = 0; k < 32; k++)
  {
    int s = a[k] + b[k];
    r[k] = (mask >> k) & 1 ? (short)(s > 32767 ? 32767 : s < -32768 ? -32768 : s) : src[k];
  }
  return r;
}

__rbmc_v8qi __builtin_ia32_psubsb(__rbmc_v8qi a, __rbmc_v8qi b)
{
  __rbmc_v8qi r;
  for(int k = 0; k < 8; k++)
  {
    int s = (signed char)a[k] - (signed char)b[k];
    r[k] = (char)(s > 127 ? 127 : s < -128 ? -128 : s);
  }
  return r;
}
__rbmc_v16qi __builtin_ia32_psubsb128(__rbmc_v16qi a, __rbmc_v16qi b)
{
  __rbmc_v16qi r;
  for(int k = 0; k < 16; k++)
  {
    int s = (signed char)a[k] - (signed char)b[k];
    r[k] = (char)(s > 127 ? 127 : s < -128 ? -128 : s);
  }
  return r;
}
__rbmc_v32qi __builtin_ia32_psubsb256(__rbmc_v32qi a, __rbmc_v32qi b)
{
  __rbmc_v32qi r;
  for(int k = 0; k < 32; k++)
  {
    int s = (signed char)a[k] - (signed char)b[k];
    r[k] = (char)(s > 127 ? 127 : s < -128 ? -128 : s);
  }
  return r;
}
__rbmc_v16qi __builtin_ia32_psubsb128_mask(
  __rbmc_v16qi a,
  __rbmc_v16qi b,
  __rbmc_v16qi src,
  unsigned short mask)
{
  __rbmc_v16qi r;
  for(int k = 0; k < 16; k++)
  {
    int s = (signed char)a[k] - (signed char)b[k];
    r[k] = (mask >> k) & 1 ? (char)(s > 127 ? 127 : s < -128 ? -128 : s) : src[k];
  }
  return r;
}
__rbmc_v32qi __builtin_ia32_psubsb256_mask(
  __rbmc_v32qi a,
  __rbmc_v32qi b,
  __rbmc_v32qi src,
  unsigned int mask)
{
  __rbmc_v32qi r;
  for(int k = 0; k < 32; k++)
  {
    int s = (signed char)a[k] - (signed char)b[k];
    r[k] = (mask >> k) & 1 ? (char)(s > 127 ? 127 : s < -128 ? -128 : s) : src[k];
  }
  return r;
}
__rbmc_v64qi __builtin_ia32_psubsb512_mask(
  __rbmc_v64qi a,
  __rbmc_v64qi b,
  __rbmc_v64qi src,
  unsigned long long mask)
{
  __rbmc_v64qi r;
  for(int k = 0; k < 64; k++)
  {
    int s = (signed char)a[k] - (signed char)b[k];
    r[k] = (mask >> k) & 1 ? (char)(s > 127 ? 127 : s < -128 ? -128 : s) : src[k];
  }
  return r;
}
__rbmc_v4hi __builtin_ia32_psubsw(__rbmc_v4hi a, __rbmc_v4hi b)
{
  __rbmc_v4hi r;
  for(int k = 0; k < 4; k++)
  {
    int s = a[k] - b[k];
    r[k] = (short)(s > 32767 ? 32767 : s < -32768 ? -32768 : s);
  }
  return r;
}
__rbmc_v8hi __builtin_ia32_psubsw128(__rbmc_v8hi a, __rbmc_v8hi b)
{
  __rbmc_v8hi r;
  for(int k = 0; k < 8; k++)
  {
    int s = a[k] - b[k];
    r[k] = (short)(s > 32767 ? 32767 : s < -32768 ? -32768 : s);
  }
  return r;
}
__rbmc_v16hi __builtin_ia32_psubsw256(__rbmc_v16hi a, __rbmc_v16hi b)
{
  __rbmc_v16hi r;
  for(int k = 0; k < 16; k++)
  {
    int s = a[k] - b[k];
    r[k] = (short)(s > 32767 ? 32767 : s < -32768 ? -32768 : s);
  }
  return r;
}
__rbmc_v8hi __builtin_ia32_psubsw128_mask(
  __rbmc_v8hi a,
  __rbmc_v8hi b,
  __rbmc_v8hi src,
  unsigned char mask)
{
  __rbmc_v8hi r;
  for(int k = 0; k < 8; k++)
  {
    int s = a[k] - b[k];
    r[k] = (mask >> k) & 1 ? (short)(s > 32767 ? 32767 : s < -32768 ? -32768 : s) : src[k];
  }
  return r;
}
__rbmc_v16hi __builtin_ia32_psubsw256_mask(
  __rbmc_v16hi a,
  __rbmc_v16hi b,
  __rbmc_v16hi src,
  unsigned short mask)
{
  __rbmc_v16hi r;
  for(int k = 0; k < 16; k++)
  {
    int s = a[k] - b[k];
    r[k] = (mask >> k) & 1 ? (short)(s > 32767 ? 32767 : s < -32768 ? -32768 : s) : src[k];
  }
  return r;
}
__rbmc_v32hi __builtin_ia32_psubsw512_mask(
  __rbmc_v32hi a,
  __rbmc_v32hi b,
  __rbmc_v32hi src,
  unsigned int mask)
{
  __rbmc_v32hi r;
  for(int k = 0; k < 32; k++)
  {
    int s = a[k] - b[k];
    r[k] = (mask >> k) & 1 ? (short)(s > 32767 ? 32767 : s < -32768 ? -32768 : s) : src[k];
  }
  return r;
}

__rbmc_v8qi __builtin_ia32_paddusb(__rbmc_v8qi a, __rbmc_v8qi b)
{
  __rbmc_v8qi r;
  for(int k = 0; k < 8; k++)
  {
    int s = (unsigned char)a[k] + (unsigned char)b[k];
    r[k] = (char)(s > 255 ? 255 : s);
  }
  return r;
}
__rbmc_v16qi __builtin_ia32_paddusb128(__rbmc_v16qi a, __rbmc_v16qi b)
{
  __rbmc_v16qi r;
  for(int k = 0; k < 16; k++)
  {
    int s = (unsigned char)a[k] + (unsigned char)b[k];
    r[k] = (char)(s > 255 ? 255 : s);
  }
  return r;
}
__rbmc_v32qi __builtin_ia32_paddusb256(__rbmc_v32qi a, __rbmc_v32qi b)
{
  __rbmc_v32qi r;
  for(int k = 0; k < 32; k++)
  {
    int s = (unsigned char)a[k] + (unsigned char)b[k];
    r[k] = (char)(s > 255 ? 255 : s);
  }
  return r;
}
__rbmc_v16qi __builtin_ia32_paddusb128_mask(
  __rbmc_v16qi a,
  __rbmc_v16qi b,
  __rbmc_v16qi src,
  unsigned short mask)
{
  __rbmc_v16qi r;
  for(int k = 0; k < 16; k++)
  {
    int s = (unsigned char)a[k] + (unsigned char)b[k];
    r[k] = (mask >> k) & 1 ? (char)(s > 255 ? 255 : s) : src[k];
  }
  return r;
}
__rbmc_v32qi __builtin_ia32_paddusb256_mask(
  __rbmc_v32qi a,
  __rbmc_v32qi b,
  __rbmc_v32qi src,
  unsigned int mask)
{
  __rbmc_v32qi r;
  for(int k = 0; k < 32; k++)
  {
    int s = (unsigned char)a[k] + (unsigned char)b[k];
    r[k] = (mask >> k) & 1 ? (char)(s > 255 ? 255 : s) : src[k];
  }
  return r;
}
__rbmc_v64qi __builtin_ia32_paddusb512_mask(
  __rbmc_v64qi a,
  __rbmc_v64qi b,
  __rbmc_v64qi src,
  unsigned long long mask)
{
  __rbmc_v64qi r;
  for(int k = 0; k < 64; k++)
  {
    int s = (unsigned char)a[k] + (unsigned char)b[k];
    r[k] = (mask >> k) & 1 ? (char)(s > 255 ? 255 : s) : src[k];
  }
  return r;
}
__rbmc_v4hi __builtin_ia32_paddusw(__rbmc_v4hi a, __rbmc_v4hi b)
{
  __rbmc_v4hi r;
  for(int k = 0; k < 4; k++)
  {
    int s = (unsigned short)a[k] + (unsigned short)b[k];
    r[k] = (short)(s > 65535 ? 65535 : s);
  }
  return r;
}
__rbmc_v8hi __builtin_ia32_paddusw128(__rbmc_v8hi a, __rbmc_v8hi b)
{
  __rbmc_v8hi r;
  for(int k = 0; k < 8; k++)
  {
    int s = (unsigned short)a[k] + (unsigned short)b[k];
    r[k] = (short)(s > 65535 ? 65535 : s);
  }
  return r;
}
__rbmc_v16hi __builtin_ia32_paddusw256(__rbmc_v16hi a, __rbmc_v16hi b)
{
  __rbmc_v16hi r;
  for(int k = 0; k < 16; k++)
  {
    int s = (unsigned short)a[k] + (unsigned short)b[k];
    r[k] = (short)(s > 65535 ? 65535 : s);
  }
  return r;
}
__rbmc_v8hi __builtin_ia32_paddusw128_mask(
  __rbmc_v8hi a,
  __rbmc_v8hi b,
  __rbmc_v8hi src,
  unsigned char mask)
{
  __rbmc_v8hi r;
  for(int k = 0; k < 8; k++)
  {
    int s = (unsigned short)a[k] + (unsigned short)b[k];
    r[k] = (mask >> k) & 1 ? (short)(s > 65535 ? 65535 : s) : src[k];
  }
  return r;
}
__rbmc_v16hi __builtin_ia32_paddusw256_mask(
  __rbmc_v16hi a,
  __rbmc_v16hi b,
  __rbmc_v16hi src,
  unsigned short mask)
{
  __rbmc_v16hi r;
  for(int k = 0; k < 16; k++)
  {
    int s = (unsigned short)a[k] + (unsigned short)b[k];
    r[k] = (mask >> k) & 1 ? (short)(s > 65535 ? 65535 : s) : src[k];
  }
  return r;
}
__rbmc_v32hi __builtin_ia32_paddusw512_mask(
  __rbmc_v32hi a,
  __rbmc_v32hi b,
  __rbmc_v32hi src,
  unsigned int mask)
{
  __rbmc_v32hi r;
  for(int k = 0; k < 32; k++)
  {
    int s = (unsigned short)a[k] + (unsigned short)b[k];
    r[k] = (mask >> k) & 1 ? (short)(s > 65535 ? 65535 : s) : src[k];
  }
  return r;
}

__rbmc_v8qi __builtin_ia32_psubusb(__rbmc_v8qi a, __rbmc_v8qi b)
{
  __rbmc_v8qi r;
  for(int k = 0; k < 8; k++)
  {
    int s = (unsigned char)a[k] - (unsigned char)b[k];
    r[k] = (char)(s < 0 ? 0 : s);
  }
  return r;
}
__rbmc_v16qi __builtin_ia32_psubusb128(__rbmc_v16qi a, __rbmc_v16qi b)
{
  __rbmc_v16qi r;
  for(int k = 0; k < 16; k++)
  {
    int s = (unsigned char)a[k] - (unsigned char)b[k];
    r[k] = (char)(s < 0 ? 0 : s);
  }
  return r;
}
__rbmc_v32qi __builtin_ia32_psubusb256(__rbmc_v32qi a, __rbmc_v32qi b)
{
  __rbmc_v32qi r;
  for(int k = 0; k < 32; k++)
  {
    int s = (unsigned char)a[k] - (unsigned char)b[k];
    r[k] = (char)(s < 0 ? 0 : s);
  }
  return r;
}
__rbmc_v16qi __builtin_ia32_psubusb128_mask(
  __rbmc_v16qi a,
  __rbmc_v16qi b,
  __rbmc_v16qi src,
  unsigned short mask)
{
  __rbmc_v16qi r;
  for(int k = 0; k < 16; k++)
  {
    int s = (unsigned char)a[k] - (unsigned char)b[k];
    r[k] = (mask >> k) & 1 ? (char)(s < 0 ? 0 : s) : src[k];
  }
  return r;
}
__rbmc_v32qi __builtin_ia32_psubusb256_mask(
  __rbmc_v32qi a,
  __rbmc_v32qi b,
  __rbmc_v32qi src,
  unsigned int mask)
{
  __rbmc_v32qi r;
  for(int k = 0; k < 32; k++)
  {
    int s = (unsigned char)a[k] - (unsigned char)b[k];
    r[k] = (mask >> k) & 1 ? (char)(s < 0 ? 0 : s) : src[k];
  }
  return r;
}
__rbmc_v64qi __builtin_ia32_psubusb512_mask(
  __rbmc_v64qi a,
  __rbmc_v64qi b,
  __rbmc_v64qi src,
  unsigned long long mask)
{
  __rbmc_v64qi r;
  for(int k = 0; k < 64; k++)
  {
    int s = (unsigned char)a[k] - (unsigned char)b[k];
    r[k] = (mask >> k) & 1 ? (char)(s < 0 ? 0 : s) : src[k];
  }
  return r;
}
__rbmc_v4hi __builtin_ia32_psubusw(__rbmc_v4hi a, __rbmc_v4hi b)
{
  __rbmc_v4hi r;
  for(int k = 0; k < 4; k++)
  {
    int s = (unsigned short)a[k] - (unsigned short)b[k];
    r[k] = (short)(s < 0 ? 0 : s);
  }
  return r;
}
__rbmc_v8hi __builtin_ia32_psubusw128(__rbmc_v8hi a, __rbmc_v8hi b)
{
  __rbmc_v8hi r;
  for(int k = 0; k < 8; k++)
  {
    int s = (unsigned short)a[k] - (unsigned short)b[k];
    r[k] = (short)(s < 0 ? 0 : s);
  }
  return r;
}
__rbmc_v16hi __builtin_ia32_psubusw256(__rbmc_v16hi a, __rbmc_v16hi b)
{
  __rbmc_v16hi r;
  for(int k = 0; k < 16; k++)
  {
    int s = (unsigned short)a[k] - (unsigned short)b[k];
    r[k] = (short)(s < 0 ? 0 : s);
  }
  return r;
}
__rbmc_v8hi __builtin_ia32_psubusw128_mask(
  __rbmc_v8hi a,
  __rbmc_v8hi b,
  __rbmc_v8hi src,
  unsigned char mask)
{
  __rbmc_v8hi r;
  for(int k = 0; k < 8; k++)
  {
    int s = (unsigned short)a[k] - (unsigned short)b[k];
    r[k] = (mask >> k) & 1 ? (short)(s < 0 ? 0 : s) : src[k];
  }
  return r;
}
__rbmc_v16hi __builtin_ia32_psubusw256_mask(
  __rbmc_v16hi a,
  __rbmc_v16hi b,
  __rbmc_v16hi src,
  unsigned short mask)
{
  __rbmc_v16hi r;
  for(int k = 0; k < 16; k++)
  {
    int s = (unsigned short)a[k] - (unsigned short)b[k];
    r[k] = (mask >> k) & 1 ? (short)(s < 0 ? 0 : s) : src[k];
  }
  return r;
}
__rbmc_v32hi __builtin_ia32_psubusw512_mask(
  __rbmc_v32hi a,
  __rbmc_v32hi b,
  __rbmc_v32hi src,
  unsigned int mask)
{
  __rbmc_v32hi r;
  for(int k = 0; k < 32; k++)
  {
    int s = (unsigned short)a[k] - (unsigned short)b[k];
    r[k] = (mask >> k) & 1 ? (short)(s < 0 ? 0 : s) : src[k];
  }
  return r;
}

/* ---- rounding averages of unsigned elements */

__rbmc_v8qi __builtin_ia32_pavgb(__rbmc_v8qi a, __rbmc_v8qi b)
{
  __rbmc_v8qi r;
  for(int k = 0; k < 8; k++)
    r[k] = (char)(((unsigned char)a[k] + (unsigned char)b[k] + 1) >> 1);
  return r;
}
__rbmc_v16qi __builtin_ia32_pavgb128(__rbmc_v16qi a, __rbmc_v16qi b)
{
  __rbmc_v16qi r;
  for(int k = 0; k < 16; k++)
    r[k] = (char)(((unsigned char)a[k] + (unsigned char)b[k] + 1) >> 1);
  return r;
}
__rbmc_v32qi __builtin_ia32_pavgb256(__rbmc_v32qi a, __rbmc_v32qi b)
{
  __rbmc_v32qi r;
  for(int k = 0; k < 32; k++)
    r[k] = (char)(((unsigned char)a[k] + (unsigned char)b[k] + 1) >> 1);
  return r;
}
__rbmc_v16qi __builtin_ia32_pavgb128_mask(
  __rbmc_v16qi a,
  __rbmc_v16qi b,
  __rbmc_v16qi src,
  unsigned short mask)
{
  __rbmc_v16qi r;
  for(int k = 0; k < 16; k++)
    r[k] = (mask >> k) & 1 ? (char)(((unsigned char)a[k] + (unsigned char)b[k] + 1) >> 1) : src[k];
  return r;
}
__rbmc_v32qi __builtin_ia32_pavgb256_mask(
  __rbmc_v32qi a,
  __rbmc_v32qi b,
  __rbmc_v32qi src,
  unsigned int mask)
{
  __rbmc_v32qi r;
  for(int k = 0; k < 32; k++)
    r[k] = (mask >> k) & 1 ? (char)(((unsigned char)a[k] + (unsigned char)b[k] + 1) >> 1) : src[k];
  return r;
}
__rbmc_v64qi __builtin_ia32_pavgb512_mask(
  __rbmc_v64qi a,
  __rbmc_v64qi b,
  __rbmc_v64qi src,
  unsigned long long mask)
{
  __rbmc_v64qi r;
  for(int k = 0; k < 64; k++)
    r[k] = (mask >> k) & 1 ? (char)(((unsigned char)a[k] + (unsigned char)b[k] + 1) >> 1) : src[k];
  return r;
}
__rbmc_v4hi __builtin_ia32_pavgw(__rbmc_v4hi a, __rbmc_v4hi b)
{
  __rbmc_v4hi r;
  for(int k = 0; k < 4; k++)
    r[k] = (short)(((unsigned short)a[k] + (unsigned short)b[k] + 1) >> 1);
  return r;
}
__rbmc_v8hi __builtin_ia32_pavgw128(__rbmc_v8hi a, __rbmc_v8hi b)
{
  __rbmc_v8hi r;
  for(int k = 0; k < 8; k++)
    r[k] = (short)(((unsigned short)a[k] + (unsigned short)b[k] + 1) >> 1);
  return r;
}
__rbmc_v16hi __builtin_ia32_pavgw256(__rbmc_v16hi a, __rbmc_v16hi b)
{
  __rbmc_v16hi r;
  for(int k = 0; k < 16; k++)
    r[k] = (short)(((unsigned short)a[k] + (unsigned short)b[k] + 1) >> 1);
  return r;
}
__rbmc_v8hi __builtin_ia32_pavgw128_mask(
  __rbmc_v8hi a,
  __rbmc_v8hi b,
  __rbmc_v8hi src,
  unsigned char mask)
{
  __rbmc_v8hi r;
  for(int k = 0; k < 8; k++)
    r[k] = (mask >> k) & 1 ? (short)(((unsigned short)a[k] + (unsigned short)b[k] + 1) >> 1) : src[k];
  return r;
}
__rbmc_v16hi __builtin_ia32_pavgw256_mask(
  __rbmc_v16hi a,
  __rbmc_v16hi b,
  __rbmc_v16hi src,
  unsigned short mask)
{
  __rbmc_v16hi r;
  for(int k = 0; k < 16; k++)
    r[k] = (mask >> k) & 1 ? (short)(((unsigned short)a[k] + (unsigned short)b[k] + 1) >> 1) : src[k];
  return r;
}
__rbmc_v32hi __builtin_ia32_pavgw512_mask(
  __rbmc_v32hi a,
  __rbmc_v32hi b,
  __rbmc_v32hi src,
  unsigned int mask)
{
  __rbmc_v32hi r;
  for(int k = 0; k < 32; k++)
    r[k] = (mask >> k) & 1 ? (short)(((unsigned short)a[k] + (unsigned short)b[k] + 1) >> 1) : src[k];
  return r;
}

/* ---- minimum and maximum, signed (s) and unsigned (u) */

__rbmc_v16qi __builtin_ia32_pmaxsb128(__rbmc_v16qi a, __rbmc_v16qi b)
{
  __rbmc_v16qi r;
  for(int k = 0; k < 16; k++)
    r[k] = (signed char)a[k] > (signed char)b[k] ? a[k] : b[k];
  return r;
}
__rbmc_v32qi __builtin_ia32_pmaxsb256(__rbmc_v32qi a, __rbmc_v32qi b)
{
  __rbmc_v32qi r;
  for(int k = 0; k < 32; k++)
    r[k] = (signed char)a[k] > (signed char)b[k] ? a[k] : b[k];
  return r;
}
__rbmc_v16qi __builtin_ia32_pmaxsb128_mask(
  __rbmc_v16qi a,
  __rbmc_v16qi b,
  __rbmc_v16qi src,
  unsigned short mask)
{
  __rbmc_v16qi r;
  for(int k = 0; k < 16; k++)
    r[k] = (mask >> k) & 1 ? (signed char)a[k] > (signed char)b[k] ? a[k] : b[k] : src[k];
  return r;
}
__rbmc_v32qi __builtin_ia32_pmaxsb256_mask(
  __rbmc_v32qi a,
  __rbmc_v32qi b,
  __rbmc_v32qi src,
  unsigned int mask)
{
  __rbmc_v32qi r;
  for(int k = 0; k < 32; k++)
    r[k] = (mask >> k) & 1 ? (signed char)a[k] > (signed char)b[k] ? a[k] : b[k] : src[k];
  return r;
}
__rbmc_v64qi __builtin_ia32_pmaxsb512_mask(
  __rbmc_v64qi a,
  __rbmc_v64qi b,
  __rbmc_v64qi src,
  unsigned long long mask)
{
  __rbmc_v64qi r;
  for(int k = 0; k < 64; k++)
    r[k] = (mask >> k) & 1 ? (signed char)a[k] > (signed char)b[k] ? a[k] : b[k] : src[k];
  return r;
}
__rbmc_v4hi __builtin_ia32_pmaxsw(__rbmc_v4hi a, __rbmc_v4hi b)
{
  __rbmc_v4hi r;
  for(int k = 0; k < 4; k++)
    r[k] = a[k] > b[k] ? a[k] : b[k];
  return r;
}
__rbmc_v8hi __builtin_ia32_pmaxsw128(__rbmc_v8hi a, __rbmc_v8hi b)
{
  __rbmc_v8hi r;
  for(int k = 0; k < 8; k++)
    r[k] = a[k] > b[k] ? a[k] : b[k];
  return r;
}
__rbmc_v16hi __builtin_ia32_pmaxsw256(__rbmc_v16hi a, __rbmc_v16hi b)
{
  __rbmc_v16hi r;
  for(int k = 0; k < 16; k++)
    r[k] = a[k] > b[k] ? a[k] : b[k];
  return r;
}
__rbmc_v8hi __builtin_ia32_pmaxsw128_mask(
  __rbmc_v8hi a,
  __rbmc_v8hi b,
  __rbmc_v8hi src,
  unsigned char mask)
{
  __rbmc_v8hi r;
  for(int k = 0; k < 8; k++)
    r[k] = (mask >> k) & 1 ? a[k] > b[k] ? a[k] : b[k] : src[k];
  return r;
}
__rbmc_v16hi __builtin_ia32_pmaxsw256_mask(
  __rbmc_v16hi a,
  __rbmc_v16hi b,
  __rbmc_v16hi src,
  unsigned short mask)
{
  __rbmc_v16hi r;
  for(int k = 0; k < 16; k++)
    r[k] = (mask >> k) & 1 ? a[k] > b[k] ? a[k] : b[k] : src[k];
  return r;
}
__rbmc_v32hi __builtin_ia32_pmaxsw512_mask(
  __rbmc_v32hi a,
  __rbmc_v32hi b,
  __rbmc_v32hi src,
  unsigned int mask)
{
  __rbmc_v32hi r;
  for(int k = 0; k < 32; k++)
    r[k] = (mask >> k) & 1 ? a[k] > b[k] ? a[k] : b[k] : src[k];
  return r;
}
__rbmc_v4si __builtin_ia32_pmaxsd128(__rbmc_v4si a, __rbmc_v4si b)
{
  __rbmc_v4si r;
  for(int k = 0; k < 4; k++)
    r[k] = a[k] > b[k] ? a[k] : b[k];
  return r;
}
__rbmc_v8si __builtin_ia32_pmaxsd256(__rbmc_v8si a, __rbmc_v8si b)
{
  __rbmc_v8si r;
  for(int k = 0; k < 8; k++)
    r[k] = a[k] > b[k] ? a[k] : b[k];
  return r;
}
__rbmc_v4si __builtin_ia32_pmaxsd128_mask(
  __rbmc_v4si a,
  __rbmc_v4si b,
  __rbmc_v4si src,
  unsigned char mask)
{
  __rbmc_v4si r;
  for(int k = 0; k < 4; k++)
    r[k] = (mask >> k) & 1 ? a[k] > b[k] ? a[k] : b[k] : src[k];
  return r;
}
__rbmc_v8si __builtin_ia32_pmaxsd256_mask(
  __rbmc_v8si a,
  __rbmc_v8si b,
  __rbmc_v8si src,
  unsigned char mask)
{
  __rbmc_v8si r;
  for(int k = 0; k < 8; k++)
    r[k] = (mask >> k) & 1 ? a[k] > b[k] ? a[k] : b[k] : src[k];
  return r;
}
__rbmc_v16si __builtin_ia32_pmaxsd512_mask(
  __rbmc_v16si a,
  __rbmc_v16si b,
  __rbmc_v16si src,
  unsigned short mask)
{
  __rbmc_v16si r;
  for(int k = 0; k < 16; k++)
    r[k] = (mask >> k) & 1 ? a[k] > b[k] ? a[k] : b[k] : src[k];
  return r;
}
__rbmc_v8qi __builtin_ia32_pmaxub(__rbmc_v8qi a, __rbmc_v8qi b)
{
  __rbmc_v8qi r;
  for(int k = 0; k < 8; k++)
    r[k] = (unsigned char)a[k] > (unsigned char)b[k] ? a[k] : b[k];
  return r;
}
__rbmc_v16qi __builtin_ia32_pmaxub128(__rbmc_v16qi a, __rbmc_v16qi b)
{
  __rbmc_v16qi r;
  for(int k = 0; k < 16; k++)
    r[k] = (unsigned char)a[k] > (unsigned char)b[k] ? a[k] : b[k];
  return r;
}
__rbmc_v32qi __builtin_ia32_pmaxub256(__rbmc_v32qi a, __rbmc_v32qi b)
{
  __rbmc_v32qi r;
  for(int k = 0; k < 32; k++)
    r[k] = (unsigned char)a[k] > (unsigned char)b[k] ? a[k] : b[k];
  return r;
}
__rbmc_v16qi __builtin_ia32_pmaxub128_mask(
  __rbmc_v16qi a,
  __rbmc_v16qi b,
  __rbmc_v16qi src,
  unsigned short mask)
{
  __rbmc_v16qi r;
  for(int k = 0; k < 16; k++)
    r[k] = (mask >> k) & 1 ? (unsigned char)a[k] > (unsigned char)b[k] ? a[k] : b[k] : src[k];
  return r;
}
__rbmc_v32qi __builtin_ia32_pmaxub256_mask(
  __rbmc_v32qi a,
  __rbmc_v32qi b,
  __rbmc_v32qi src,
  unsigned int mask)
{
  __rbmc_v32qi r;
  for(int k = 0; k < 32; k++)
    r[k] = (mask >> k) & 1 ? (unsigned char)a[k] > (unsigned char)b[k] ? a[k] : b[k] : src[k];
  return r;
}
__rbmc_v64qi __builtin_ia32_pmaxub512_mask(
  __rbmc_v64qi a,
  __rbmc_v64qi b,
  __rbmc_v64qi src,
  unsigned long long mask)
{
  __rbmc_v64qi r;
  for(int k = 0; k < 64; k++)
    r[k] = (mask >> k) & 1 ? (unsigned char)a[k] > (unsigned char)b[k] ? a[k] : b[k] : src[k];
  return r;
}
__rbmc_v8hi __builtin_ia32_pmaxuw128(__rbmc_v8hi a, __rbmc_v8hi b)
{
  __rbmc_v8hi r;
  for(int k = 0; k < 8; k++)
    r[k] = (unsigned short)a[k] > (unsigned short)b[k] ? a[k] : b[k];
  return r;
}
__rbmc_v16hi __builtin_ia32_pmaxuw256(__rbmc_v16hi a, __rbmc_v16hi b)
{
  __rbmc_v16hi r;
  for(int k = 0; k < 16; k++)
    r[k] = (unsigned short)a[k] > (unsigned short)b[k] ? a[k] : b[k];
  return r;
}
__rbmc_v8hi __builtin_ia32_pmaxuw128_mask(
  __rbmc_v8hi a,
  __rbmc_v8hi b,
  __rbmc_v8hi src,
  unsigned char mask)
{
  __rbmc_v8hi r;
  for(int k = 0; k < 8; k++)
    r[k] = (mask >> k) & 1 ? (unsigned short)a[k] > (unsigned short)b[k] ? a[k] : b[k] : src[k];
  return r;
}
__rbmc_v16hi __builtin_ia32_pmaxuw256_mask(
  __rbmc_v16hi a,
  __rbmc_v16hi b,
  __rbmc_v16hi src,
  unsigned short mask)
{
  __rbmc_v16hi r;
  for(int k = 0; k < 16; k++)
    r[k] = (mask >> k) & 1 ? (unsigned short)a[k] > (unsigned short)b[k] ? a[k] : b[k] : src[k];
  return r;
}
__rbmc_v32hi __builtin_ia32_pmaxuw512_mask(
  __rbmc_v32hi a,
  __rbmc_v32hi b,
  __rbmc_v32hi src,
  unsigned int mask)
{
  __rbmc_v32hi r;
  for(int k = 0; k < 32; k++)
    r[k] = (mask >> k) & 1 ? (unsigned short)a[k] > (unsigned short)b[k] ? a[k] : b[k] : src[k];
  return r;
}
__rbmc_v4si __builtin_ia32_pmaxud128(__rbmc_v4si a, __rbmc_v4si b)
{
  __rbmc_v4si r;
  for(int k = 0; k < 4; k++)
    r[k] = (unsigned int)a[k] > (unsigned int)b[k] ? a[k] : b[k];
  return r;
}
__rbmc_v8si __builtin_ia32_pmaxud256(__rbmc_v8si a, __rbmc_v8si b)
{
  __rbmc_v8si r;
  for(int k = 0; k < 8; k++)
    r[k] = (unsigned int)a[k] > (unsigned int)b[k] ? a[k] : b[k];
  return r;
}
__rbmc_v4si __builtin_ia32_pmaxud128_mask(
  __rbmc_v4si a,
  __rbmc_v4si b,
  __rbmc_v4si src,
  unsigned char mask)
{
  __rbmc_v4si r;
  for(int k = 0; k < 4; k++)
    r[k] = (mask >> k) & 1 ? (unsigned int)a[k] > (unsigned int)b[k] ? a[k] : b[k] : src[k];
  return r;
}
__rbmc_v8si __builtin_ia32_pmaxud256_mask(
  __rbmc_v8si a,
  __rbmc_v8si b,
  __rbmc_v8si src,
  unsigned char mask)
{
  __rbmc_v8si r;
  for(int k = 0; k < 8; k++)
    r[k] = (mask >> k) & 1 ? (unsigned int)a[k] > (unsigned int)b[k] ? a[k] : b[k] : src[k];
  return r;
}
__rbmc_v16si __builtin_ia32_pmaxud512_mask(
  __rbmc_v16si a,
  __rbmc_v16si b,
  __rbmc_v16si src,
  unsigned short mask)
{
  __rbmc_v16si r;
  for(int k = 0; k < 16; k++)
    r[k] = (mask >> k) & 1 ? (unsigned int)a[k] > (unsigned int)b[k] ? a[k] : b[k] : src[k];
  return r;
}

__rbmc_v16qi __builtin_ia32_pminsb128(__rbmc_v16qi a, __rbmc_v16qi b)
{
  __rbmc_v16qi r;
  for(int k = 0; k < 16; k++)
    r[k] = (signed char)a[k] < (signed char)b[k] ? a[k] : b[k];
  return r;
}
__rbmc_v32qi __builtin_ia32_pminsb256(__rbmc_v32qi a, __rbmc_v32qi b)
{
  __rbmc_v32qi r;
  for(int k = 0; k < 32; k++)
    r[k] = (signed char)a[k] < (signed char)b[k] ? a[k] : b[k];
  return r;
}
__rbmc_v16qi __builtin_ia32_pminsb128_mask(
  __rbmc_v16qi a,
  __rbmc_v16qi b,
  __rbmc_v16qi src,
  unsigned short mask)
{
  __rbmc_v16qi r;
  for(int k = 0; k < 16; k++)
    r[k] = (mask >> k) & 1 ? (signed char)a[k] < (signed char)b[k] ? a[k] : b[k] : src[k];
  return r;
}
__rbmc_v32qi __builtin_ia32_pminsb256_mask(
  __rbmc_v32qi a,
  __rbmc_v32qi b,
  __rbmc_v32qi src,
  unsigned int mask)
{
  __rbmc_v32qi r;
  for(int k = 0; k < 32; k++)
    r[k] = (mask >> k) & 1 ? (signed char)a[k] < (signed char)b[k] ? a[k] : b[k] : src[k];
  return r;
}
__rbmc_v64qi __builtin_ia32_pminsb512_mask(
  __rbmc_v64qi a,
  __rbmc_v64qi b,
  __rbmc_v64qi src,
  unsigned long long mask)
{
  __rbmc_v64qi r;
  for(int k = 0; k < 64; k++)
    r[k] = (mask >> k) & 1 ? (signed char)a[k] < (signed char)b[k] ? a[k] : b[k] : src[k];
  return r;
}
__rbmc_v4hi __builtin_ia32_pminsw(__rbmc_v4hi a, __rbmc_v4hi b)
{
  __rbmc_v4hi r;
  for(int k = 0; k < 4; k++)
    r[k] = a[k] < b[k] ? a[k] : b[k];
  return r;
}
__rbmc_v8hi __builtin_ia32_pminsw128(__rbmc_v8hi a, __rbmc_v8hi b)
{
  __rbmc_v8hi r;
  for(int k = 0; k < 8; k++)
    r[k] = a[k] < b[k] ? a[k] : b[k];
  return r;
}
__rbmc_v16hi __builtin_ia32_pminsw256(__rbmc_v16hi a, __rbmc_v16hi b)
{
  __rbmc_v16hi r;
  for(int k = 0; k < 16; k++)
    r[k] = a[k] < b[k] ? a[k] : b[k];
  return r;
}
__rbmc_v8hi __builtin_ia32_pminsw128_mask(
  __rbmc_v8hi a,
  __rbmc_v8hi b,
  __rbmc_v8hi src,
  unsigned char mask)
{
  __rbmc_v8hi r;
  for(int k = 0; k < 8; k++)
    r[k] = (mask >> k) & 1 ? a[k] < b[k] ? a[k] : b[k] : src[k];
  return r;
}
__rbmc_v16hi __builtin_ia32_pminsw256_mask(
  __rbmc_v16hi a,
  __rbmc_v16hi b,
  __rbmc_v16hi src,
  unsigned short mask)
{
  __rbmc_v16hi r;
  for(int k = 0; k < 16; k++)
    r[k] = (mask >> k) & 1 ? a[k] < b[k] ? a[k] : b[k] : src[k];
  return r;
}
__rbmc_v32hi __builtin_ia32_pminsw512_mask(
  __rbmc_v32hi a,
  __rbmc_v32hi b,
  __rbmc_v32hi src,
  unsigned int mask)
{
  __rbmc_v32hi r;
  for(int k = 0; k < 32; k++)
    r[k] = (mask >> k) & 1 ? a[k] < b[k] ? a[k] : b[k] : src[k];
  return r;
}
__rbmc_v4si __builtin_ia32_pminsd128(__rbmc_v4si a, __rbmc_v4si b)
{
  __rbmc_v4si r;
  for(int k = 0; k < 4; k++)
    r[k] = a[k] < b[k] ? a[k] : b[k];
  return r;
}
__rbmc_v8si __builtin_ia32_pminsd256(__rbmc_v8si a, __rbmc_v8si b)
{
  __rbmc_v8si r;
  for(int k = 0; k < 8; k++)
    r[k] = a[k] < b[k] ? a[k] : b[k];
  return r;
}
__rbmc_v4si __builtin_ia32_pminsd128_mask(
  __rbmc_v4si a,
  __rbmc_v4si b,
  __rbmc_v4si src,
  unsigned char mask)
{
  __rbmc_v4si r;
  for(int k = 0; k < 4; k++)
    r[k] = (mask >> k) & 1 ? a[k] < b[k] ? a[k] : b[k] : src[k];
  return r;
}
__rbmc_v8si __builtin_ia32_pminsd256_mask(
  __rbmc_v8si a,
  __rbmc_v8si b,
  __rbmc_v8si src,
  unsigned char mask)
{
  __rbmc_v8si r;
  for(int k = 0; k < 8; k++)
    r[k] = (mask >> k) & 1 ? a[k] < b[k] ? a[k] : b[k] : src[k];
  return r;
}
__rbmc_v16si __builtin_ia32_pminsd512_mask(
  __rbmc_v16si a,
  __rbmc_v16si b,
  __rbmc_v16si src,
  unsigned short mask)
{
  __rbmc_v16si r;
  for(int k = 0; k < 16; k++)
    r[k] = (mask >> k) & 1 ? a[k] < b[k] ? a[k] : b[k] : src[k];
  return r;
}
__rbmc_v8qi __builtin_ia32_pminub(__rbmc_v8qi a, __rbmc_v8qi b)
{
  __rbmc_v8qi r;
  for(int k = 0; k < 8; k++)
    r[k] = (unsigned char)a[k] < (unsigned char)b[k] ? a[k] : b[k];
  return r;
}
__rbmc_v16qi __builtin_ia32_pminub128(__rbmc_v16qi a, __rbmc_v16qi b)
{
  __rbmc_v16qi r;
  for(int k = 0; k < 16; k++)
    r[k] = (unsigned char)a[k] < (unsigned char)b[k] ? a[k] : b[k];
  return r;
}
__rbmc_v32qi __builtin_ia32_pminub256(__rbmc_v32qi a, __rbmc_v32qi b)
{
  __rbmc_v32qi r;
  for(int k = 0; k < 32; k++)
    r[k] = (unsigned char)a[k] < (unsigned char)b[k] ? a[k] : b[k];
  return r;
}
__rbmc_v16qi __builtin_ia32_pminub128_mask(
  __rbmc_v16qi a,
  __rbmc_v16qi b,
  __rbmc_v16qi src,
  unsigned short mask)
{
  __rbmc_v16qi r;
  for(int k = 0; k < 16; k++)
    r[k] = (mask >> k) & 1 ? (unsigned char)a[k] < (unsigned char)b[k] ? a[k] : b[k] : src[k];
  return r;
}
__rbmc_v32qi __builtin_ia32_pminub256_mask(
  __rbmc_v32qi a,
  __rbmc_v32qi b,
  __rbmc_v32qi src,
  unsigned int mask)
{
  __rbmc_v32qi r;
  for(int k = 0; k < 32; k++)
    r[k] = (mask >> k) & 1 ? (unsigned char)a[k] < (unsigned char)b[k] ? a[k] : b[k] : src[k];
  return r;
}
__rbmc_v64qi __builtin_ia32_pminub512_mask(
  __rbmc_v64qi a,
  __rbmc_v64qi b,
  __rbmc_v64qi src,
  unsigned long long mask)
{
  __rbmc_v64qi r;
  for(int k = 0; k < 64; k++)
    r[k] = (mask >> k) & 1 ? (unsigned char)a[k] < (unsigned char)b[k] ? a[k] : b[k] : src[k];
  return r;
}
__rbmc_v8hi __builtin_ia32_pminuw128(__rbmc_v8hi a, __rbmc_v8hi b)
{
  __rbmc_v8hi r;
  for(int k = 0; k < 8; k++)
    r[k] = (unsigned short)a[k] < (unsigned short)b[k] ? a[k] : b[k];
  return r;
}
__rbmc_v16hi __builtin_ia32_pminuw256(__rbmc_v16hi a, __rbmc_v16hi b)
{
  __rbmc_v16hi r;
  for(int k = 0; k < 16; k++)
    r[k] = (unsigned short)a[k] < (unsigned short)b[k] ? a[k] : b[k];
  return r;
}
__rbmc_v8hi __builtin_ia32_pminuw128_mask(
  __rbmc_v8hi a,
  __rbmc_v8hi b,
  __rbmc_v8hi src,
  unsigned char mask)
{
  __rbmc_v8hi r;
  for(int k = 0; k < 8; k++)
    r[k] = (mask >> k) & 1 ? (unsigned short)a[k] < (unsigned short)b[k] ? a[k] : b[k] : src[k];
  return r;
}
__rbmc_v16hi __builtin_ia32_pminuw256_mask(
  __rbmc_v16hi a,
  __rbmc_v16hi b,
  __rbmc_v16hi src,
  unsigned short mask)
{
  __rbmc_v16hi r;
  for(int k = 0; k < 16; k++)
    r[k] = (mask >> k) & 1 ? (unsigned short)a[k] < (unsigned short)b[k] ? a[k] : b[k] : src[k];
  return r;
}
__rbmc_v32hi __builtin_ia32_pminuw512_mask(
  __rbmc_v32hi a,
  __rbmc_v32hi b,
  __rbmc_v32hi src,
  unsigned int mask)
{
  __rbmc_v32hi r;
  for(int k = 0; k < 32; k++)
    r[k] = (mask >> k) & 1 ? (unsigned short)a[k] < (unsigned short)b[k] ? a[k] : b[k] : src[k];
  return r;
}
__rbmc_v4si __builtin_ia32_pminud128(__rbmc_v4si a, __rbmc_v4si b)
{
  __rbmc_v4si r;
  for(int k = 0; k < 4; k++)
    r[k] = (unsigned int)a[k] < (unsigned int)b[k] ? a[k] : b[k];
  return r;
}
__rbmc_v8si __builtin_ia32_pminud256(__rbmc_v8si a, __rbmc_v8si b)
{
  __rbmc_v8si r;
  for(int k = 0; k < 8; k++)
    r[k] = (unsigned int)a[k] < (unsigned int)b[k] ? a[k] : b[k];
  return r;
}
__rbmc_v4si __builtin_ia32_pminud128_mask(
  __rbmc_v4si a,
  __rbmc_v4si b,
  __rbmc_v4si src,
  unsigned char mask)
{
  __rbmc_v4si r;
  for(int k = 0; k < 4; k++)
    r[k] = (mask >> k) & 1 ? (unsigned int)a[k] < (unsigned int)b[k] ? a[k] : b[k] : src[k];
  return r;
}
__rbmc_v8si __builtin_ia32_pminud256_mask(
  __rbmc_v8si a,
  __rbmc_v8si b,
  __rbmc_v8si src,
  unsigned char mask)
{
  __rbmc_v8si r;
  for(int k = 0; k < 8; k++)
    r[k] = (mask >> k) & 1 ? (unsigned int)a[k] < (unsigned int)b[k] ? a[k] : b[k] : src[k];
  return r;
}
__rbmc_v16si __builtin_ia32_pminud512_mask(
  __rbmc_v16si a,
  __rbmc_v16si b,
  __rbmc_v16si src,
  unsigned short mask)
{
  __rbmc_v16si r;
  for(int k = 0; k < 16; k++)
    r[k] = (mask >> k) & 1 ? (unsigned int)a[k] < (unsigned int)b[k] ? a[k] : b[k] : src[k];
  return r;
}

/* ---- absolute value and sign: the most negative element is its own absolute value and
   negation (the instructions wrap) */

__rbmc_v8qi __builtin_ia32_pabsb(__rbmc_v8qi a)
{
  __rbmc_v8qi r;
  for(int k = 0; k < 8; k++)
    r[k] = (char)((signed char)a[k] < 0 ? -(signed char)a[k] : (signed char)a[k]);
  return r;
}
__rbmc_v16qi __builtin_ia32_pabsb128(__rbmc_v16qi a)
{
  __rbmc_v16qi r;
  for(int k = 0; k < 16; k++)
    r[k] = (char)((signed char)a[k] < 0 ? -(signed char)a[k] : (signed char)a[k]);
  return r;
}
__rbmc_v32qi __builtin_ia32_pabsb256(__rbmc_v32qi a)
{
  __rbmc_v32qi r;
  for(int k = 0; k < 32; k++)
    r[k] = (char)((signed char)a[k] < 0 ? -(signed char)a[k] : (signed char)a[k]);
  return r;
}
__rbmc_v4hi __builtin_ia32_pabsw(__rbmc_v4hi a)
{
  __rbmc_v4hi r;
  for(int k = 0; k < 4; k++)
    r[k] = (short)(a[k] < 0 ? -a[k] : a[k]);
  return r;
}
__rbmc_v8hi __builtin_ia32_pabsw128(__rbmc_v8hi a)
{
  __rbmc_v8hi r;
  for(int k = 0; k < 8; k++)
    r[k] = (short)(a[k] < 0 ? -a[k] : a[k]);
  return r;
}
__rbmc_v16hi __builtin_ia32_pabsw256(__rbmc_v16hi a)
{
  __rbmc_v16hi r;
  for(int k = 0; k < 16; k++)
    r[k] = (short)(a[k] < 0 ? -a[k] : a[k]);
  return r;
}
__rbmc_v2si __builtin_ia32_pabsd(__rbmc_v2si a)
{
  __rbmc_v2si r;
  for(int k = 0; k < 2; k++)
    r[k] = (int)(a[k] < 0 ? 0u - (unsigned int)a[k] : (unsigned int)a[k]);
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
__rbmc_v8qi __builtin_ia32_psignb(__rbmc_v8qi a, __rbmc_v8qi b)
{
  __rbmc_v8qi r;
  for(int k = 0; k < 8; k++)
    r[k] = (signed char)b[k] < 0 ? (char)-(signed char)a[k] : b[k] == 0 ? 0 : a[k];
  return r;
}
__rbmc_v16qi __builtin_ia32_psignb128(__rbmc_v16qi a, __rbmc_v16qi b)
{
  __rbmc_v16qi r;
  for(int k = 0; k < 16; k++)
    r[k] = (signed char)b[k] < 0 ? (char)-(signed char)a[k] : b[k] == 0 ? 0 : a[k];
  return r;
}
__rbmc_v32qi __builtin_ia32_psignb256(__rbmc_v32qi a, __rbmc_v32qi b)
{
  __rbmc_v32qi r;
  for(int k = 0; k < 32; k++)
    r[k] = (signed char)b[k] < 0 ? (char)-(signed char)a[k] : b[k] == 0 ? 0 : a[k];
  return r;
}
__rbmc_v4hi __builtin_ia32_psignw(__rbmc_v4hi a, __rbmc_v4hi b)
{
  __rbmc_v4hi r;
  for(int k = 0; k < 4; k++)
    r[k] = b[k] < 0 ? (short)-a[k] : b[k] == 0 ? 0 : a[k];
  return r;
}
__rbmc_v8hi __builtin_ia32_psignw128(__rbmc_v8hi a, __rbmc_v8hi b)
{
  __rbmc_v8hi r;
  for(int k = 0; k < 8; k++)
    r[k] = b[k] < 0 ? (short)-a[k] : b[k] == 0 ? 0 : a[k];
  return r;
}
__rbmc_v16hi __builtin_ia32_psignw256(__rbmc_v16hi a, __rbmc_v16hi b)
{
  __rbmc_v16hi r;
  for(int k = 0; k < 16; k++)
    r[k] = b[k] < 0 ? (short)-a[k] : b[k] == 0 ? 0 : a[k];
  return r;
}
__rbmc_v2si __builtin_ia32_psignd(__rbmc_v2si a, __rbmc_v2si b)
{
  __rbmc_v2si r;
  for(int k = 0; k < 2; k++)
    r[k] = b[k] < 0 ? (int)(0u - (unsigned int)a[k]) : b[k] == 0 ? 0 : a[k];
  return r;
}
__rbmc_v4si __builtin_ia32_psignd128(__rbmc_v4si a, __rbmc_v4si b)
{
  __rbmc_v4si r;
  for(int k = 0; k < 4; k++)
    r[k] = b[k] < 0 ? (int)(0u - (unsigned int)a[k]) : b[k] == 0 ? 0 : a[k];
  return r;
}
__rbmc_v8si __builtin_ia32_psignd256(__rbmc_v8si a, __rbmc_v8si b)
{
  __rbmc_v8si r;
  for(int k = 0; k < 8; k++)
    r[k] = b[k] < 0 ? (int)(0u - (unsigned int)a[k]) : b[k] == 0 ? 0 : a[k];
  return r;
}

/* ---- multiplication */

/* low half of each product */
__rbmc_v4hi __builtin_ia32_pmullw(__rbmc_v4hi a, __rbmc_v4hi b)
{
  return (__rbmc_v4hi)((__rbmc_v4hu)a * (__rbmc_v4hu)b);
}
__rbmc_v8hi __builtin_ia32_pmullw128(__rbmc_v8hi a, __rbmc_v8hi b)
{
  return (__rbmc_v8hi)((__rbmc_v8hu)a * (__rbmc_v8hu)b);
}
__rbmc_v16hi __builtin_ia32_pmullw256(__rbmc_v16hi a, __rbmc_v16hi b)
{
  return (__rbmc_v16hi)((__rbmc_v16hu)a * (__rbmc_v16hu)b);
}
__rbmc_v8hi __builtin_ia32_pmullw128_mask(
  __rbmc_v8hi a,
  __rbmc_v8hi b,
  __rbmc_v8hi src,
  unsigned char mask)
{
  __rbmc_v8hi r = (__rbmc_v8hi)((__rbmc_v8hu)a * (__rbmc_v8hu)b);
  for(int k = 0; k < 8; k++)
    r[k] = (mask >> k) & 1 ? r[k] : src[k];
  return r;
}
__rbmc_v16hi __builtin_ia32_pmullw256_mask(
  __rbmc_v16hi a,
  __rbmc_v16hi b,
  __rbmc_v16hi src,
  unsigned short mask)
{
  __rbmc_v16hi r = (__rbmc_v16hi)((__rbmc_v16hu)a * (__rbmc_v16hu)b);
  for(int k = 0; k < 16; k++)
    r[k] = (mask >> k) & 1 ? r[k] : src[k];
  return r;
}
__rbmc_v32hi __builtin_ia32_pmullw512_mask(
  __rbmc_v32hi a,
  __rbmc_v32hi b,
  __rbmc_v32hi src,
  unsigned int mask)
{
  __rbmc_v32hi r = (__rbmc_v32hi)((__rbmc_v32hu)a * (__rbmc_v32hu)b);
  for(int k = 0; k < 32; k++)
    r[k] = (mask >> k) & 1 ? r[k] : src[k];
  return r;
}
__rbmc_v4si __builtin_ia32_pmulld128(__rbmc_v4si a, __rbmc_v4si b)
{
  return (__rbmc_v4si)((__rbmc_v4su)a * (__rbmc_v4su)b);
}
__rbmc_v8si __builtin_ia32_pmulld256(__rbmc_v8si a, __rbmc_v8si b)
{
  return (__rbmc_v8si)((__rbmc_v8su)a * (__rbmc_v8su)b);
}
__rbmc_v4si __builtin_ia32_pmulld128_mask(
  __rbmc_v4si a,
  __rbmc_v4si b,
  __rbmc_v4si src,
  unsigned char mask)
{
  __rbmc_v4si r = (__rbmc_v4si)((__rbmc_v4su)a * (__rbmc_v4su)b);
  for(int k = 0; k < 4; k++)
    r[k] = (mask >> k) & 1 ? r[k] : src[k];
  return r;
}
__rbmc_v8si __builtin_ia32_pmulld256_mask(
  __rbmc_v8si a,
  __rbmc_v8si b,
  __rbmc_v8si src,
  unsigned char mask)
{
  __rbmc_v8si r = (__rbmc_v8si)((__rbmc_v8su)a * (__rbmc_v8su)b);
  for(int k = 0; k < 8; k++)
    r[k] = (mask >> k) & 1 ? r[k] : src[k];
  return r;
}
__rbmc_v16si __builtin_ia32_pmulld512_mask(
  __rbmc_v16si a,
  __rbmc_v16si b,
  __rbmc_v16si src,
  unsigned short mask)
{
  __rbmc_v16si r = (__rbmc_v16si)((__rbmc_v16su)a * (__rbmc_v16su)b);
  for(int k = 0; k < 16; k++)
    r[k] = (mask >> k) & 1 ? r[k] : src[k];
  return r;
}
/* high half of each product, signed (pmulhw) or unsigned (pmulhuw) */
__rbmc_v4hi __builtin_ia32_pmulhw(__rbmc_v4hi a, __rbmc_v4hi b)
{
  __rbmc_v4hi r;
  for(int k = 0; k < 4; k++)
    r[k] = (short)((a[k] * b[k]) >> 16);
  return r;
}
__rbmc_v4hi __builtin_ia32_pmulhuw(__rbmc_v4hi a, __rbmc_v4hi b)
{
  __rbmc_v4hi r;
  for(int k = 0; k < 4; k++)
    r[k] = (short)(((unsigned)(unsigned short)a[k] * (unsigned short)b[k]) >> 16);
  return r;
}
__rbmc_v8hi __builtin_ia32_pmulhw128(__rbmc_v8hi a, __rbmc_v8hi b)
{
  __rbmc_v8hi r;
  for(int k = 0; k < 8; k++)
    r[k] = (short)((a[k] * b[k]) >> 16);
  return r;
}
__rbmc_v8hi __builtin_ia32_pmulhuw128(__rbmc_v8hi a, __rbmc_v8hi b)
{
  __rbmc_v8hi r;
  for(int k = 0; k < 8; k++)
    r[k] = (short)(((unsigned)(unsigned short)a[k] * (unsigned short)b[k]) >> 16);
  return r;
}
__rbmc_v16hi __builtin_ia32_pmulhw256(__rbmc_v16hi a, __rbmc_v16hi b)
{
  __rbmc_v16hi r;
  for(int k = 0; k < 16; k++)
    r[k] = (short)((a[k] * b[k]) >> 16);
  return r;
}
__rbmc_v16hi __builtin_ia32_pmulhuw256(__rbmc_v16hi a, __rbmc_v16hi b)
{
  __rbmc_v16hi r;
  for(int k = 0; k < 16; k++)
    r[k] = (short)(((unsigned)(unsigned short)a[k] * (unsigned short)b[k]) >> 16);
  return r;
}
/* high half rounded: bits 30..15 of the product plus rounding (pmulhrsw) */
__rbmc_v4hi __builtin_ia32_pmulhrsw(__rbmc_v4hi a, __rbmc_v4hi b)
{
  __rbmc_v4hi r;
  for(int k = 0; k < 4; k++)
    r[k] = (short)((((a[k] * b[k]) >> 14) + 1) >> 1);
  return r;
}
__rbmc_v8hi __builtin_ia32_pmulhrsw128(__rbmc_v8hi a, __rbmc_v8hi b)
{
  __rbmc_v8hi r;
  for(int k = 0; k < 8; k++)
    r[k] = (short)((((a[k] * b[k]) >> 14) + 1) >> 1);
  return r;
}
__rbmc_v16hi __builtin_ia32_pmulhrsw256(__rbmc_v16hi a, __rbmc_v16hi b)
{
  __rbmc_v16hi r;
  for(int k = 0; k < 16; k++)
    r[k] = (short)((((a[k] * b[k]) >> 14) + 1) >> 1);
  return r;
}
/* full 64-bit products of the even 32-bit lanes, unsigned (pmuludq) or signed (pmuldq) */
__rbmc_v1di __builtin_ia32_pmuludq(__rbmc_v2si a, __rbmc_v2si b)
{
  return (__rbmc_v1di){(long long)((unsigned long long)(unsigned)a[0] * (unsigned)b[0])};
}
__rbmc_v2di __builtin_ia32_pmuludq128(__rbmc_v4si a, __rbmc_v4si b)
{
  __rbmc_v2di r;
  for(int k = 0; k < 2; k++)
    r[k] = (long long)((unsigned long long)(unsigned)a[2 * k] * (unsigned)b[2 * k]);
  return r;
}
__rbmc_v2di __builtin_ia32_pmuldq128(__rbmc_v4si a, __rbmc_v4si b)
{
  __rbmc_v2di r;
  for(int k = 0; k < 2; k++)
    r[k] = (long long)a[2 * k] * b[2 * k];
  return r;
}
__rbmc_v4di __builtin_ia32_pmuludq256(__rbmc_v8si a, __rbmc_v8si b)
{
  __rbmc_v4di r;
  for(int k = 0; k < 4; k++)
    r[k] = (long long)((unsigned long long)(unsigned)a[2 * k] * (unsigned)b[2 * k]);
  return r;
}
__rbmc_v4di __builtin_ia32_pmuldq256(__rbmc_v8si a, __rbmc_v8si b)
{
  __rbmc_v4di r;
  for(int k = 0; k < 4; k++)
    r[k] = (long long)a[2 * k] * b[2 * k];
  return r;
}
/* sums of adjacent products: words to dwords (pmaddwd; only -32768 * -32768 twice
   wraps), unsigned times signed bytes to saturated words (pmaddubsw; computed unsigned,
   the sum fits an int) */
__rbmc_v2si __builtin_ia32_pmaddwd(__rbmc_v4hi a, __rbmc_v4hi b)
{
  __rbmc_v2si r;
  for(int k = 0; k < 2; k++)
    r[k] = (int)((unsigned)(a[2 * k] * b[2 * k]) + (unsigned)(a[2 * k + 1] * b[2 * k + 1]));
  return r;
}
__rbmc_v4si __builtin_ia32_pmaddwd128(__rbmc_v8hi a, __rbmc_v8hi b)
{
  __rbmc_v4si r;
  for(int k = 0; k < 4; k++)
    r[k] = (int)((unsigned)(a[2 * k] * b[2 * k]) + (unsigned)(a[2 * k + 1] * b[2 * k + 1]));
  return r;
}
__rbmc_v8si __builtin_ia32_pmaddwd256(__rbmc_v16hi a, __rbmc_v16hi b)
{
  __rbmc_v8si r;
  for(int k = 0; k < 8; k++)
    r[k] = (int)((unsigned)(a[2 * k] * b[2 * k]) + (unsigned)(a[2 * k + 1] * b[2 * k + 1]));
  return r;
}
__rbmc_v4hi __builtin_ia32_pmaddubsw(__rbmc_v8qi a, __rbmc_v8qi b)
{
  __rbmc_v4hi r;
  for(int k = 0; k < 4; k++)
  {
    int s = (int)((unsigned char)a[2 * k] * (unsigned)(signed char)b[2 * k] +
                  (unsigned char)a[2 * k + 1] * (unsigned)(signed char)b[2 * k + 1]);
    r[k] = (short)(s > 32767 ? 32767 : s < -32768 ? -32768 : s);
  }
  return r;
}
__rbmc_v8hi __builtin_ia32_pmaddubsw128(__rbmc_v16qi a, __rbmc_v16qi b)
{
  __rbmc_v8hi r;
  for(int k = 0; k < 8; k++)
  {
    int s = (int)((unsigned char)a[2 * k] * (unsigned)(signed char)b[2 * k] +
                  (unsigned char)a[2 * k + 1] * (unsigned)(signed char)b[2 * k + 1]);
    r[k] = (short)(s > 32767 ? 32767 : s < -32768 ? -32768 : s);
  }
  return r;
}
__rbmc_v16hi __builtin_ia32_pmaddubsw256(__rbmc_v32qi a, __rbmc_v32qi b)
{
  __rbmc_v16hi r;
  for(int k = 0; k < 16; k++)
  {
    int s = (int)((unsigned char)a[2 * k] * (unsigned)(signed char)b[2 * k] +
                  (unsigned char)a[2 * k + 1] * (unsigned)(signed char)b[2 * k + 1]);
    r[k] = (short)(s > 32767 ? 32767 : s < -32768 ? -32768 : s);
  }
  return r;
}

/* ---- horizontal addition and subtraction of adjacent pairs: a's pairs then b's, per
   128-bit half; wrapping, or saturating (sw) */

__rbmc_v4hi __builtin_ia32_phaddw(__rbmc_v4hi a, __rbmc_v4hi b)
{
  __rbmc_v4hi r;
  for(int k = 0; k < 4; k++)
  {
    int i = k / 4 * 4 + 2 * (k % 2);
    short x = k % 4 < 2 ? a[i] : b[i];
    short y = k % 4 < 2 ? a[i + 1] : b[i + 1];
    r[k] = (short)((unsigned short)x + (unsigned short)y);
  }
  return r;
}
__rbmc_v8hi __builtin_ia32_phaddw128(__rbmc_v8hi a, __rbmc_v8hi b)
{
  __rbmc_v8hi r;
  for(int k = 0; k < 8; k++)
  {
    int i = k / 8 * 8 + 2 * (k % 4);
    short x = k % 8 < 4 ? a[i] : b[i];
    short y = k % 8 < 4 ? a[i + 1] : b[i + 1];
    r[k] = (short)((unsigned short)x + (unsigned short)y);
  }
  return r;
}
__rbmc_v16hi __builtin_ia32_phaddw256(__rbmc_v16hi a, __rbmc_v16hi b)
{
  __rbmc_v16hi r;
  for(int k = 0; k < 16; k++)
  {
    int i = k / 8 * 8 + 2 * (k % 4);
    short x = k % 8 < 4 ? a[i] : b[i];
    short y = k % 8 < 4 ? a[i + 1] : b[i + 1];
    r[k] = (short)((unsigned short)x + (unsigned short)y);
  }
  return r;
}
__rbmc_v2si __builtin_ia32_phaddd(__rbmc_v2si a, __rbmc_v2si b)
{
  __rbmc_v2si r;
  for(int k = 0; k < 2; k++)
  {
    int i = k / 2 * 2 + 2 * (k % 1);
    int x = k % 2 < 1 ? a[i] : b[i];
    int y = k % 2 < 1 ? a[i + 1] : b[i + 1];
    r[k] = (int)((unsigned int)x + (unsigned int)y);
  }
  return r;
}
__rbmc_v4si __builtin_ia32_phaddd128(__rbmc_v4si a, __rbmc_v4si b)
{
  __rbmc_v4si r;
  for(int k = 0; k < 4; k++)
  {
    int i = k / 4 * 4 + 2 * (k % 2);
    int x = k % 4 < 2 ? a[i] : b[i];
    int y = k % 4 < 2 ? a[i + 1] : b[i + 1];
    r[k] = (int)((unsigned int)x + (unsigned int)y);
  }
  return r;
}
__rbmc_v8si __builtin_ia32_phaddd256(__rbmc_v8si a, __rbmc_v8si b)
{
  __rbmc_v8si r;
  for(int k = 0; k < 8; k++)
  {
    int i = k / 4 * 4 + 2 * (k % 2);
    int x = k % 4 < 2 ? a[i] : b[i];
    int y = k % 4 < 2 ? a[i + 1] : b[i + 1];
    r[k] = (int)((unsigned int)x + (unsigned int)y);
  }
  return r;
}
__rbmc_v4hi __builtin_ia32_phaddsw(__rbmc_v4hi a, __rbmc_v4hi b)
{
  __rbmc_v4hi r;
  for(int k = 0; k < 4; k++)
  {
    int i = k / 4 * 4 + 2 * (k % 2);
    short x = k % 4 < 2 ? a[i] : b[i];
    short y = k % 4 < 2 ? a[i + 1] : b[i + 1];
    int s = x + y;
    r[k] = (short)(s > 32767 ? 32767 : s < -32768 ? -32768 : s);
  }
  return r;
}
__rbmc_v8hi __builtin_ia32_phaddsw128(__rbmc_v8hi a, __rbmc_v8hi b)
{
  __rbmc_v8hi r;
  for(int k = 0; k < 8; k++)
  {
    int i = k / 8 * 8 + 2 * (k % 4);
    short x = k % 8 < 4 ? a[i] : b[i];
    short y = k % 8 < 4 ? a[i + 1] : b[i + 1];
    int s = x + y;
    r[k] = (short)(s > 32767 ? 32767 : s < -32768 ? -32768 : s);
  }
  return r;
}
__rbmc_v16hi __builtin_ia32_phaddsw256(__rbmc_v16hi a, __rbmc_v16hi b)
{
  __rbmc_v16hi r;
  for(int k = 0; k < 16; k++)
  {
    int i = k / 8 * 8 + 2 * (k % 4);
    short x = k % 8 < 4 ? a[i] : b[i];
    short y = k % 8 < 4 ? a[i + 1] : b[i + 1];
    int s = x + y;
    r[k] = (short)(s > 32767 ? 32767 : s < -32768 ? -32768 : s);
  }
  return r;
}
__rbmc_v4hi __builtin_ia32_phsubw(__rbmc_v4hi a, __rbmc_v4hi b)
{
  __rbmc_v4hi r;
  for(int k = 0; k < 4; k++)
  {
    int i = k / 4 * 4 + 2 * (k % 2);
    short x = k % 4 < 2 ? a[i] : b[i];
    short y = k % 4 < 2 ? a[i + 1] : b[i + 1];
    r[k] = (short)((unsigned short)x - (unsigned short)y);
  }
  return r;
}
__rbmc_v8hi __builtin_ia32_phsubw128(__rbmc_v8hi a, __rbmc_v8hi b)
{
  __rbmc_v8hi r;
  for(int k = 0; k < 8; k++)
  {
    int i = k / 8 * 8 + 2 * (k % 4);
    short x = k % 8 < 4 ? a[i] : b[i];
    short y = k % 8 < 4 ? a[i + 1] : b[i + 1];
    r[k] = (short)((unsigned short)x - (unsigned short)y);
  }
  return r;
}
__rbmc_v16hi __builtin_ia32_phsubw256(__rbmc_v16hi a, __rbmc_v16hi b)
{
  __rbmc_v16hi r;
  for(int k = 0; k < 16; k++)
  {
    int i = k / 8 * 8 + 2 * (k % 4);
    short x = k % 8 < 4 ? a[i] : b[i];
    short y = k % 8 < 4 ? a[i + 1] : b[i + 1];
    r[k] = (short)((unsigned short)x - (unsigned short)y);
  }
  return r;
}
__rbmc_v2si __builtin_ia32_phsubd(__rbmc_v2si a, __rbmc_v2si b)
{
  __rbmc_v2si r;
  for(int k = 0; k < 2; k++)
  {
    int i = k / 2 * 2 + 2 * (k % 1);
    int x = k % 2 < 1 ? a[i] : b[i];
    int y = k % 2 < 1 ? a[i + 1] : b[i + 1];
    r[k] = (int)((unsigned int)x - (unsigned int)y);
  }
  return r;
}
__rbmc_v4si __builtin_ia32_phsubd128(__rbmc_v4si a, __rbmc_v4si b)
{
  __rbmc_v4si r;
  for(int k = 0; k < 4; k++)
  {
    int i = k / 4 * 4 + 2 * (k % 2);
    int x = k % 4 < 2 ? a[i] : b[i];
    int y = k % 4 < 2 ? a[i + 1] : b[i + 1];
    r[k] = (int)((unsigned int)x - (unsigned int)y);
  }
  return r;
}
__rbmc_v8si __builtin_ia32_phsubd256(__rbmc_v8si a, __rbmc_v8si b)
{
  __rbmc_v8si r;
  for(int k = 0; k < 8; k++)
  {
    int i = k / 4 * 4 + 2 * (k % 2);
    int x = k % 4 < 2 ? a[i] : b[i];
    int y = k % 4 < 2 ? a[i + 1] : b[i + 1];
    r[k] = (int)((unsigned int)x - (unsigned int)y);
  }
  return r;
}
__rbmc_v4hi __builtin_ia32_phsubsw(__rbmc_v4hi a, __rbmc_v4hi b)
{
  __rbmc_v4hi r;
  for(int k = 0; k < 4; k++)
  {
    int i = k / 4 * 4 + 2 * (k % 2);
    short x = k % 4 < 2 ? a[i] : b[i];
    short y = k % 4 < 2 ? a[i + 1] : b[i + 1];
    int s = x - y;
    r[k] = (short)(s > 32767 ? 32767 : s < -32768 ? -32768 : s);
  }
  return r;
}
__rbmc_v8hi __builtin_ia32_phsubsw128(__rbmc_v8hi a, __rbmc_v8hi b)
{
  __rbmc_v8hi r;
  for(int k = 0; k < 8; k++)
  {
    int i = k / 8 * 8 + 2 * (k % 4);
    short x = k % 8 < 4 ? a[i] : b[i];
    short y = k % 8 < 4 ? a[i + 1] : b[i + 1];
    int s = x - y;
    r[k] = (short)(s > 32767 ? 32767 : s < -32768 ? -32768 : s);
  }
  return r;
}
__rbmc_v16hi __builtin_ia32_phsubsw256(__rbmc_v16hi a, __rbmc_v16hi b)
{
  __rbmc_v16hi r;
  for(int k = 0; k < 16; k++)
  {
    int i = k / 8 * 8 + 2 * (k % 4);
    short x = k % 8 < 4 ? a[i] : b[i];
    short y = k % 8 < 4 ? a[i + 1] : b[i + 1];
    int s = x - y;
    r[k] = (short)(s > 32767 ? 32767 : s < -32768 ? -32768 : s);
  }
  return r;
}

/* ---- sums of absolute differences of unsigned bytes: per 8 bytes (psadbw); of 4-byte
   blocks at 8 offsets (mpsadbw); the minimum unsigned word and its index (phminposuw) */

__rbmc_v1di __builtin_ia32_psadbw(__rbmc_v8qi a, __rbmc_v8qi b)
{
  long long s = 0;
  for(int j = 0; j < 8; j++)
    s += (unsigned char)a[j] > (unsigned char)b[j] ? (unsigned char)a[j] - (unsigned char)b[j]
                                                     : (unsigned char)b[j] - (unsigned char)a[j];
  return (__rbmc_v1di){s};
}
__rbmc_v2di __builtin_ia32_psadbw128(__rbmc_v16qi a, __rbmc_v16qi b)
{
  __rbmc_v2di r;
  for(int k = 0; k < 2; k++)
  {
    long long s = 0;
    for(int j = 8 * k; j < 8 * k + 8; j++)
      s += (unsigned char)a[j] > (unsigned char)b[j]
             ? (unsigned char)a[j] - (unsigned char)b[j]
             : (unsigned char)b[j] - (unsigned char)a[j];
    r[k] = s;
  }
  return r;
}
__rbmc_v16hi __builtin_ia32_psadbw256(__rbmc_v32qi a, __rbmc_v32qi b)
{
  __rbmc_v4di r;
  for(int k = 0; k < 4; k++)
  {
    long long s = 0;
    for(int j = 8 * k; j < 8 * k + 8; j++)
      s += (unsigned char)a[j] > (unsigned char)b[j]
             ? (unsigned char)a[j] - (unsigned char)b[j]
             : (unsigned char)b[j] - (unsigned char)a[j];
    r[k] = s;
  }
  return (__rbmc_v16hi)r;
}
/* GCC's mpsadbw128 is typed as returning bytes: the result is 8 words */
__rbmc_v16qi __builtin_ia32_mpsadbw128(__rbmc_v16qi a, __rbmc_v16qi b, int imm)
{
  int ia = (imm >> 2 & 1) * 4, ib = (imm & 3) * 4;
  __rbmc_v8hi r;
  for(int k = 0; k < 8; k++)
  {
    int s = 0;
    for(int j = 0; j < 4; j++)
    {
      int d = (unsigned char)a[ia + k + j] - (unsigned char)b[ib + j];
      s += d < 0 ? -d : d;
    }
    r[k] = (short)s;
  }
  return (__rbmc_v16qi)r;
}
__rbmc_v8hi __builtin_ia32_phminposuw128(__rbmc_v8hi a)
{
  int index = 0;
  for(int k = 1; k < 8; k++)
    index = (unsigned short)a[k] < (unsigned short)a[index] ? k : index;
  return (__rbmc_v8hi){a[index], (short)index, 0, 0, 0, 0, 0, 0};
}

/* ---- bitwise operations (andn: ~a & b) */

__rbmc_v2si __builtin_ia32_pand(__rbmc_v2si a, __rbmc_v2si b)
{
  return a & b;
}
__rbmc_v2si __builtin_ia32_pandn(__rbmc_v2si a, __rbmc_v2si b)
{
  return ~a & b;
}
__rbmc_v2si __builtin_ia32_por(__rbmc_v2si a, __rbmc_v2si b)
{
  return a | b;
}
__rbmc_v2si __builtin_ia32_pxor(__rbmc_v2si a, __rbmc_v2si b)
{
  return a ^ b;
}
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
__rbmc_v4di __builtin_ia32_andsi256(__rbmc_v4di a, __rbmc_v4di b)
{
  return a & b;
}
__rbmc_v4di __builtin_ia32_andnotsi256(__rbmc_v4di a, __rbmc_v4di b)
{
  return ~a & b;
}
__rbmc_v4di __builtin_ia32_por256(__rbmc_v4di a, __rbmc_v4di b)
{
  return a | b;
}
__rbmc_v4di __builtin_ia32_pxor256(__rbmc_v4di a, __rbmc_v4di b)
{
  return a ^ b;
}

/* ---- comparisons: all ones where the comparison holds (signed for gt) */

__rbmc_v8qi __builtin_ia32_pcmpeqb(__rbmc_v8qi a, __rbmc_v8qi b)
{
  return (__rbmc_v8qi)((__rbmc_v8qs)a == (__rbmc_v8qs)b);
}
__rbmc_v16qi __builtin_ia32_pcmpeqb128(__rbmc_v16qi a, __rbmc_v16qi b)
{
  return (__rbmc_v16qi)((__rbmc_v16qs)a == (__rbmc_v16qs)b);
}
__rbmc_v32qi __builtin_ia32_pcmpeqb256(__rbmc_v32qi a, __rbmc_v32qi b)
{
  return (__rbmc_v32qi)((__rbmc_v32qs)a == (__rbmc_v32qs)b);
}
__rbmc_v4hi __builtin_ia32_pcmpeqw(__rbmc_v4hi a, __rbmc_v4hi b)
{
  return a == b;
}
__rbmc_v8hi __builtin_ia32_pcmpeqw128(__rbmc_v8hi a, __rbmc_v8hi b)
{
  return a == b;
}
__rbmc_v16hi __builtin_ia32_pcmpeqw256(__rbmc_v16hi a, __rbmc_v16hi b)
{
  return a == b;
}
__rbmc_v2si __builtin_ia32_pcmpeqd(__rbmc_v2si a, __rbmc_v2si b)
{
  return a == b;
}
__rbmc_v4si __builtin_ia32_pcmpeqd128(__rbmc_v4si a, __rbmc_v4si b)
{
  return a == b;
}
__rbmc_v8si __builtin_ia32_pcmpeqd256(__rbmc_v8si a, __rbmc_v8si b)
{
  return a == b;
}
__rbmc_v4di __builtin_ia32_pcmpeqq256(__rbmc_v4di a, __rbmc_v4di b)
{
  return a == b;
}
__rbmc_v8qi __builtin_ia32_pcmpgtb(__rbmc_v8qi a, __rbmc_v8qi b)
{
  return (__rbmc_v8qi)((__rbmc_v8qs)a > (__rbmc_v8qs)b);
}
__rbmc_v16qi __builtin_ia32_pcmpgtb128(__rbmc_v16qi a, __rbmc_v16qi b)
{
  return (__rbmc_v16qi)((__rbmc_v16qs)a > (__rbmc_v16qs)b);
}
__rbmc_v32qi __builtin_ia32_pcmpgtb256(__rbmc_v32qi a, __rbmc_v32qi b)
{
  return (__rbmc_v32qi)((__rbmc_v32qs)a > (__rbmc_v32qs)b);
}
__rbmc_v4hi __builtin_ia32_pcmpgtw(__rbmc_v4hi a, __rbmc_v4hi b)
{
  return a > b;
}
__rbmc_v8hi __builtin_ia32_pcmpgtw128(__rbmc_v8hi a, __rbmc_v8hi b)
{
  return a > b;
}
__rbmc_v16hi __builtin_ia32_pcmpgtw256(__rbmc_v16hi a, __rbmc_v16hi b)
{
  return a > b;
}
__rbmc_v2si __builtin_ia32_pcmpgtd(__rbmc_v2si a, __rbmc_v2si b)
{
  return a > b;
}
__rbmc_v4si __builtin_ia32_pcmpgtd128(__rbmc_v4si a, __rbmc_v4si b)
{
  return a > b;
}
__rbmc_v8si __builtin_ia32_pcmpgtd256(__rbmc_v8si a, __rbmc_v8si b)
{
  return a > b;
}
__rbmc_v4di __builtin_ia32_pcmpgtq256(__rbmc_v4di a, __rbmc_v4di b)
{
  return a > b;
}

/* ---- shifts of each element: by an immediate count (..i) or by the low 64 bits of a
   vector (MMX: the whole operand); counts past the width give 0 for logical shifts and
   the sign for arithmetic ones */

__rbmc_v4hi __builtin_ia32_psllwi(__rbmc_v4hi a, int count)
{
  __rbmc_v4hi r;
  for(int k = 0; k < 4; k++)
    r[k] = (unsigned)count > 15 ? 0 : (short)((unsigned short)a[k] << (unsigned)count);
  return r;
}
__rbmc_v8hi __builtin_ia32_psllwi128(__rbmc_v8hi a, int count)
{
  __rbmc_v8hi r;
  for(int k = 0; k < 8; k++)
    r[k] = (unsigned)count > 15 ? 0 : (short)((unsigned short)a[k] << (unsigned)count);
  return r;
}
__rbmc_v16hi __builtin_ia32_psllwi256(__rbmc_v16hi a, int count)
{
  __rbmc_v16hi r;
  for(int k = 0; k < 16; k++)
    r[k] = (unsigned)count > 15 ? 0 : (short)((unsigned short)a[k] << (unsigned)count);
  return r;
}
__rbmc_v2si __builtin_ia32_pslldi(__rbmc_v2si a, int count)
{
  __rbmc_v2si r;
  for(int k = 0; k < 2; k++)
    r[k] = (unsigned)count > 31 ? 0 : (int)((unsigned int)a[k] << (unsigned)count);
  return r;
}
__rbmc_v4si __builtin_ia32_pslldi128(__rbmc_v4si a, int count)
{
  __rbmc_v4si r;
  for(int k = 0; k < 4; k++)
    r[k] = (unsigned)count > 31 ? 0 : (int)((unsigned int)a[k] << (unsigned)count);
  return r;
}
__rbmc_v8si __builtin_ia32_pslldi256(__rbmc_v8si a, int count)
{
  __rbmc_v8si r;
  for(int k = 0; k < 8; k++)
    r[k] = (unsigned)count > 31 ? 0 : (int)((unsigned int)a[k] << (unsigned)count);
  return r;
}
__rbmc_v1di __builtin_ia32_psllqi(__rbmc_v1di a, int count)
{
  __rbmc_v1di r;
  for(int k = 0; k < 1; k++)
    r[k] = (unsigned)count > 63 ? 0 : (long long)((unsigned long long)a[k] << (unsigned)count);
  return r;
}
__rbmc_v2di __builtin_ia32_psllqi128(__rbmc_v2di a, int count)
{
  __rbmc_v2di r;
  for(int k = 0; k < 2; k++)
    r[k] = (unsigned)count > 63 ? 0 : (long long)((unsigned long long)a[k] << (unsigned)count);
  return r;
}
__rbmc_v4di __builtin_ia32_psllqi256(__rbmc_v4di a, int count)
{
  __rbmc_v4di r;
  for(int k = 0; k < 4; k++)
    r[k] = (unsigned)count > 63 ? 0 : (long long)((unsigned long long)a[k] << (unsigned)count);
  return r;
}
__rbmc_v4hi __builtin_ia32_psrlwi(__rbmc_v4hi a, int count)
{
  __rbmc_v4hi r;
  for(int k = 0; k < 4; k++)
    r[k] = (unsigned)count > 15 ? 0 : (short)((unsigned short)a[k] >> (unsigned)count);
  return r;
}
__rbmc_v8hi __builtin_ia32_psrlwi128(__rbmc_v8hi a, int count)
{
  __rbmc_v8hi r;
  for(int k = 0; k < 8; k++)
    r[k] = (unsigned)count > 15 ? 0 : (short)((unsigned short)a[k] >> (unsigned)count);
  return r;
}
__rbmc_v16hi __builtin_ia32_psrlwi256(__rbmc_v16hi a, int count)
{
  __rbmc_v16hi r;
  for(int k = 0; k < 16; k++)
    r[k] = (unsigned)count > 15 ? 0 : (short)((unsigned short)a[k] >> (unsigned)count);
  return r;
}
__rbmc_v2si __builtin_ia32_psrldi(__rbmc_v2si a, int count)
{
  __rbmc_v2si r;
  for(int k = 0; k < 2; k++)
    r[k] = (unsigned)count > 31 ? 0 : (int)((unsigned int)a[k] >> (unsigned)count);
  return r;
}
__rbmc_v4si __builtin_ia32_psrldi128(__rbmc_v4si a, int count)
{
  __rbmc_v4si r;
  for(int k = 0; k < 4; k++)
    r[k] = (unsigned)count > 31 ? 0 : (int)((unsigned int)a[k] >> (unsigned)count);
  return r;
}
__rbmc_v8si __builtin_ia32_psrldi256(__rbmc_v8si a, int count)
{
  __rbmc_v8si r;
  for(int k = 0; k < 8; k++)
    r[k] = (unsigned)count > 31 ? 0 : (int)((unsigned int)a[k] >> (unsigned)count);
  return r;
}
__rbmc_v1di __builtin_ia32_psrlqi(__rbmc_v1di a, int count)
{
  __rbmc_v1di r;
  for(int k = 0; k < 1; k++)
    r[k] = (unsigned)count > 63 ? 0 : (long long)((unsigned long long)a[k] >> (unsigned)count);
  return r;
}
__rbmc_v2di __builtin_ia32_psrlqi128(__rbmc_v2di a, int count)
{
  __rbmc_v2di r;
  for(int k = 0; k < 2; k++)
    r[k] = (unsigned)count > 63 ? 0 : (long long)((unsigned long long)a[k] >> (unsigned)count);
  return r;
}
__rbmc_v4di __builtin_ia32_psrlqi256(__rbmc_v4di a, int count)
{
  __rbmc_v4di r;
  for(int k = 0; k < 4; k++)
    r[k] = (unsigned)count > 63 ? 0 : (long long)((unsigned long long)a[k] >> (unsigned)count);
  return r;
}
__rbmc_v4hi __builtin_ia32_psrawi(__rbmc_v4hi a, int count)
{
  __rbmc_v4hi r;
  for(int k = 0; k < 4; k++)
    r[k] = a[k] >> ((unsigned)count > 15 ? 15 : (int)(unsigned)count);
  return r;
}
__rbmc_v8hi __builtin_ia32_psrawi128(__rbmc_v8hi a, int count)
{
  __rbmc_v8hi r;
  for(int k = 0; k < 8; k++)
    r[k] = a[k] >> ((unsigned)count > 15 ? 15 : (int)(unsigned)count);
  return r;
}
__rbmc_v16hi __builtin_ia32_psrawi256(__rbmc_v16hi a, int count)
{
  __rbmc_v16hi r;
  for(int k = 0; k < 16; k++)
    r[k] = a[k] >> ((unsigned)count > 15 ? 15 : (int)(unsigned)count);
  return r;
}
__rbmc_v2si __builtin_ia32_psradi(__rbmc_v2si a, int count)
{
  __rbmc_v2si r;
  for(int k = 0; k < 2; k++)
    r[k] = a[k] >> ((unsigned)count > 31 ? 31 : (int)(unsigned)count);
  return r;
}
__rbmc_v4si __builtin_ia32_psradi128(__rbmc_v4si a, int count)
{
  __rbmc_v4si r;
  for(int k = 0; k < 4; k++)
    r[k] = a[k] >> ((unsigned)count > 31 ? 31 : (int)(unsigned)count);
  return r;
}
__rbmc_v8si __builtin_ia32_psradi256(__rbmc_v8si a, int count)
{
  __rbmc_v8si r;
  for(int k = 0; k < 8; k++)
    r[k] = a[k] >> ((unsigned)count > 31 ? 31 : (int)(unsigned)count);
  return r;
}
__rbmc_v4hi __builtin_ia32_psllw(__rbmc_v4hi a, __rbmc_v4hi count)
{
  unsigned long long c = (unsigned long long)((__rbmc_v1du)count)[0];
  __rbmc_v4hi r;
  for(int k = 0; k < 4; k++)
    r[k] = c > 15 ? 0 : (short)((unsigned short)a[k] << c);
  return r;
}
__rbmc_v8hi __builtin_ia32_psllw128(__rbmc_v8hi a, __rbmc_v8hi count)
{
  unsigned long long c = ((__rbmc_v2du)count)[0];
  __rbmc_v8hi r;
  for(int k = 0; k < 8; k++)
    r[k] = c > 15 ? 0 : (short)((unsigned short)a[k] << c);
  return r;
}
__rbmc_v16hi __builtin_ia32_psllw256(__rbmc_v16hi a, __rbmc_v8hi count)
{
  unsigned long long c = ((__rbmc_v2du)count)[0];
  __rbmc_v16hi r;
  for(int k = 0; k < 16; k++)
    r[k] = c > 15 ? 0 : (short)((unsigned short)a[k] << c);
  return r;
}
__rbmc_v2si __builtin_ia32_pslld(__rbmc_v2si a, __rbmc_v2si count)
{
  unsigned long long c = (unsigned long long)((__rbmc_v1du)count)[0];
  __rbmc_v2si r;
  for(int k = 0; k < 2; k++)
    r[k] = c > 31 ? 0 : (int)((unsigned int)a[k] << c);
  return r;
}
__rbmc_v4si __builtin_ia32_pslld128(__rbmc_v4si a, __rbmc_v4si count)
{
  unsigned long long c = ((__rbmc_v2du)count)[0];
  __rbmc_v4si r;
  for(int k = 0; k < 4; k++)
    r[k] = c > 31 ? 0 : (int)((unsigned int)a[k] << c);
  return r;
}
__rbmc_v8si __builtin_ia32_pslld256(__rbmc_v8si a, __rbmc_v4si count)
{
  unsigned long long c = ((__rbmc_v2du)count)[0];
  __rbmc_v8si r;
  for(int k = 0; k < 8; k++)
    r[k] = c > 31 ? 0 : (int)((unsigned int)a[k] << c);
  return r;
}
__rbmc_v1di __builtin_ia32_psllq(__rbmc_v1di a, __rbmc_v1di count)
{
  unsigned long long c = (unsigned long long)((__rbmc_v1du)count)[0];
  __rbmc_v1di r;
  for(int k = 0; k < 1; k++)
    r[k] = c > 63 ? 0 : (long long)((unsigned long long)a[k] << c);
  return r;
}
__rbmc_v2di __builtin_ia32_psllq128(__rbmc_v2di a, __rbmc_v2di count)
{
  unsigned long long c = ((__rbmc_v2du)count)[0];
  __rbmc_v2di r;
  for(int k = 0; k < 2; k++)
    r[k] = c > 63 ? 0 : (long long)((unsigned long long)a[k] << c);
  return r;
}
__rbmc_v4di __builtin_ia32_psllq256(__rbmc_v4di a, __rbmc_v2di count)
{
  unsigned long long c = ((__rbmc_v2du)count)[0];
  __rbmc_v4di r;
  for(int k = 0; k < 4; k++)
    r[k] = c > 63 ? 0 : (long long)((unsigned long long)a[k] << c);
  return r;
}
__rbmc_v4hi __builtin_ia32_psrlw(__rbmc_v4hi a, __rbmc_v4hi count)
{
  unsigned long long c = (unsigned long long)((__rbmc_v1du)count)[0];
  __rbmc_v4hi r;
  for(int k = 0; k < 4; k++)
    r[k] = c > 15 ? 0 : (short)((unsigned short)a[k] >> c);
  return r;
}
__rbmc_v8hi __builtin_ia32_psrlw128(__rbmc_v8hi a, __rbmc_v8hi count)
{
  unsigned long long c = ((__rbmc_v2du)count)[0];
  __rbmc_v8hi r;
  for(int k = 0; k < 8; k++)
    r[k] = c > 15 ? 0 : (short)((unsigned short)a[k] >> c);
  return r;
}
__rbmc_v16hi __builtin_ia32_psrlw256(__rbmc_v16hi a, __rbmc_v8hi count)
{
  unsigned long long c = ((__rbmc_v2du)count)[0];
  __rbmc_v16hi r;
  for(int k = 0; k < 16; k++)
    r[k] = c > 15 ? 0 : (short)((unsigned short)a[k] >> c);
  return r;
}
__rbmc_v2si __builtin_ia32_psrld(__rbmc_v2si a, __rbmc_v2si count)
{
  unsigned long long c = (unsigned long long)((__rbmc_v1du)count)[0];
  __rbmc_v2si r;
  for(int k = 0; k < 2; k++)
    r[k] = c > 31 ? 0 : (int)((unsigned int)a[k] >> c);
  return r;
}
__rbmc_v4si __builtin_ia32_psrld128(__rbmc_v4si a, __rbmc_v4si count)
{
  unsigned long long c = ((__rbmc_v2du)count)[0];
  __rbmc_v4si r;
  for(int k = 0; k < 4; k++)
    r[k] = c > 31 ? 0 : (int)((unsigned int)a[k] >> c);
  return r;
}
__rbmc_v8si __builtin_ia32_psrld256(__rbmc_v8si a, __rbmc_v4si count)
{
  unsigned long long c = ((__rbmc_v2du)count)[0];
  __rbmc_v8si r;
  for(int k = 0; k < 8; k++)
    r[k] = c > 31 ? 0 : (int)((unsigned int)a[k] >> c);
  return r;
}
__rbmc_v1di __builtin_ia32_psrlq(__rbmc_v1di a, __rbmc_v1di count)
{
  unsigned long long c = (unsigned long long)((__rbmc_v1du)count)[0];
  __rbmc_v1di r;
  for(int k = 0; k < 1; k++)
    r[k] = c > 63 ? 0 : (long long)((unsigned long long)a[k] >> c);
  return r;
}
__rbmc_v2di __builtin_ia32_psrlq128(__rbmc_v2di a, __rbmc_v2di count)
{
  unsigned long long c = ((__rbmc_v2du)count)[0];
  __rbmc_v2di r;
  for(int k = 0; k < 2; k++)
    r[k] = c > 63 ? 0 : (long long)((unsigned long long)a[k] >> c);
  return r;
}
__rbmc_v4di __builtin_ia32_psrlq256(__rbmc_v4di a, __rbmc_v2di count)
{
  unsigned long long c = ((__rbmc_v2du)count)[0];
  __rbmc_v4di r;
  for(int k = 0; k < 4; k++)
    r[k] = c > 63 ? 0 : (long long)((unsigned long long)a[k] >> c);
  return r;
}
__rbmc_v4hi __builtin_ia32_psraw(__rbmc_v4hi a, __rbmc_v4hi count)
{
  unsigned long long c = (unsigned long long)((__rbmc_v1du)count)[0];
  __rbmc_v4hi r;
  for(int k = 0; k < 4; k++)
    r[k] = a[k] >> (c > 15 ? 15 : (int)c);
  return r;
}
__rbmc_v8hi __builtin_ia32_psraw128(__rbmc_v8hi a, __rbmc_v8hi count)
{
  unsigned long long c = ((__rbmc_v2du)count)[0];
  __rbmc_v8hi r;
  for(int k = 0; k < 8; k++)
    r[k] = a[k] >> (c > 15 ? 15 : (int)c);
  return r;
}
__rbmc_v16hi __builtin_ia32_psraw256(__rbmc_v16hi a, __rbmc_v8hi count)
{
  unsigned long long c = ((__rbmc_v2du)count)[0];
  __rbmc_v16hi r;
  for(int k = 0; k < 16; k++)
    r[k] = a[k] >> (c > 15 ? 15 : (int)c);
  return r;
}
__rbmc_v2si __builtin_ia32_psrad(__rbmc_v2si a, __rbmc_v2si count)
{
  unsigned long long c = (unsigned long long)((__rbmc_v1du)count)[0];
  __rbmc_v2si r;
  for(int k = 0; k < 2; k++)
    r[k] = a[k] >> (c > 31 ? 31 : (int)c);
  return r;
}
__rbmc_v4si __builtin_ia32_psrad128(__rbmc_v4si a, __rbmc_v4si count)
{
  unsigned long long c = ((__rbmc_v2du)count)[0];
  __rbmc_v4si r;
  for(int k = 0; k < 4; k++)
    r[k] = a[k] >> (c > 31 ? 31 : (int)c);
  return r;
}
__rbmc_v8si __builtin_ia32_psrad256(__rbmc_v8si a, __rbmc_v4si count)
{
  unsigned long long c = ((__rbmc_v2du)count)[0];
  __rbmc_v8si r;
  for(int k = 0; k < 8; k++)
    r[k] = a[k] >> (c > 31 ? 31 : (int)c);
  return r;
}

/* ---- byte shifts of each 128-bit half, the count in bits (GCC passes bytes * 8):
   pslldq/psrldq; palignr: the bytes of the concatenation b:a (a high) shifted right */

__rbmc_v2di __builtin_ia32_pslldqi128(__rbmc_v2di a, int count)
{
  __rbmc_v16qi v = (__rbmc_v16qi)a, r;
  unsigned n = (unsigned)count / 8;
  for(int k = 0; k < 16; k++)
    r[k] = (k & 15) < n ? 0 : v[k - n];
  return (__rbmc_v2di)r;
}
__rbmc_v2di __builtin_ia32_psrldqi128(__rbmc_v2di a, int count)
{
  __rbmc_v16qi v = (__rbmc_v16qi)a, r;
  unsigned n = (unsigned)count / 8;
  for(int k = 0; k < 16; k++)
    r[k] = (k & 15) + n > 15 ? 0 : v[k + n];
  return (__rbmc_v2di)r;
}
__rbmc_v4di __builtin_ia32_pslldqi256(__rbmc_v4di a, int count)
{
  __rbmc_v32qi v = (__rbmc_v32qi)a, r;
  unsigned n = (unsigned)count / 8;
  for(int k = 0; k < 32; k++)
    r[k] = (k & 15) < n ? 0 : v[k - n];
  return (__rbmc_v4di)r;
}
__rbmc_v4di __builtin_ia32_psrldqi256(__rbmc_v4di a, int count)
{
  __rbmc_v32qi v = (__rbmc_v32qi)a, r;
  unsigned n = (unsigned)count / 8;
  for(int k = 0; k < 32; k++)
    r[k] = (k & 15) + n > 15 ? 0 : v[k + n];
  return (__rbmc_v4di)r;
}
__rbmc_v1di __builtin_ia32_palignr(__rbmc_v1di a, __rbmc_v1di b, int count)
{
  __rbmc_v8qi x = (__rbmc_v8qi)a, y = (__rbmc_v8qi)b, r;
  unsigned n = (unsigned)count / 8;
  for(int k = 0; k < 8; k++)
    r[k] = k + n < 8 ? y[k + n] : k + n < 16 ? x[k + n - 8] : 0;
  return (__rbmc_v1di)r;
}
__rbmc_v2di __builtin_ia32_palignr128(__rbmc_v2di a, __rbmc_v2di b, int count)
{
  __rbmc_v16qi x = (__rbmc_v16qi)a, y = (__rbmc_v16qi)b, r;
  unsigned n = (unsigned)count / 8;
  for(int k = 0; k < 16; k++)
  {
    unsigned j = (k & 15) + n;
    r[k] = j < 16 ? y[k + n] : j < 32 ? x[k + n - 16] : 0;
  }
  return (__rbmc_v2di)r;
}
__rbmc_v4di __builtin_ia32_palignr256(__rbmc_v4di a, __rbmc_v4di b, int count)
{
  __rbmc_v32qi x = (__rbmc_v32qi)a, y = (__rbmc_v32qi)b, r;
  unsigned n = (unsigned)count / 8;
  for(int k = 0; k < 32; k++)
  {
    unsigned j = (k & 15) + n;
    r[k] = j < 16 ? y[k + n] : j < 32 ? x[k + n - 16] : 0;
  }
  return (__rbmc_v4di)r;
}

/* ---- packing with saturation: a's elements then b's, per 128-bit half */

__rbmc_v8qi __builtin_ia32_packsswb(__rbmc_v4hi a, __rbmc_v4hi b)
{
  __rbmc_v8qi r;
  for(int k = 0; k < 8; k++)
  {
    int j = k / 8 * 4 + k % 4;
    int x = k % 8 < 4 ? a[j] : b[j];
    r[k] = (char)(x < -128 ? -128 : x > 127 ? 127 : x);
  }
  return r;
}
__rbmc_v16qi __builtin_ia32_packsswb128(__rbmc_v8hi a, __rbmc_v8hi b)
{
  __rbmc_v16qi r;
  for(int k = 0; k < 16; k++)
  {
    int j = k / 16 * 8 + k % 8;
    int x = k % 16 < 8 ? a[j] : b[j];
    r[k] = (char)(x < -128 ? -128 : x > 127 ? 127 : x);
  }
  return r;
}
__rbmc_v32qi __builtin_ia32_packsswb256(__rbmc_v16hi a, __rbmc_v16hi b)
{
  __rbmc_v32qi r;
  for(int k = 0; k < 32; k++)
  {
    int j = k / 16 * 8 + k % 8;
    int x = k % 16 < 8 ? a[j] : b[j];
    r[k] = (char)(x < -128 ? -128 : x > 127 ? 127 : x);
  }
  return r;
}
__rbmc_v4hi __builtin_ia32_packssdw(__rbmc_v2si a, __rbmc_v2si b)
{
  __rbmc_v4hi r;
  for(int k = 0; k < 4; k++)
  {
    int j = k / 4 * 2 + k % 2;
    int x = k % 4 < 2 ? a[j] : b[j];
    r[k] = (short)(x < -32768 ? -32768 : x > 32767 ? 32767 : x);
  }
  return r;
}
__rbmc_v8hi __builtin_ia32_packssdw128(__rbmc_v4si a, __rbmc_v4si b)
{
  __rbmc_v8hi r;
  for(int k = 0; k < 8; k++)
  {
    int j = k / 8 * 4 + k % 4;
    int x = k % 8 < 4 ? a[j] : b[j];
    r[k] = (short)(x < -32768 ? -32768 : x > 32767 ? 32767 : x);
  }
  return r;
}
__rbmc_v16hi __builtin_ia32_packssdw256(__rbmc_v8si a, __rbmc_v8si b)
{
  __rbmc_v16hi r;
  for(int k = 0; k < 16; k++)
  {
    int j = k / 8 * 4 + k % 4;
    int x = k % 8 < 4 ? a[j] : b[j];
    r[k] = (short)(x < -32768 ? -32768 : x > 32767 ? 32767 : x);
  }
  return r;
}
__rbmc_v8qi __builtin_ia32_packuswb(__rbmc_v4hi a, __rbmc_v4hi b)
{
  __rbmc_v8qi r;
  for(int k = 0; k < 8; k++)
  {
    int j = k / 8 * 4 + k % 4;
    int x = k % 8 < 4 ? a[j] : b[j];
    r[k] = (char)(x < 0 ? 0 : x > 255 ? 255 : x);
  }
  return r;
}
__rbmc_v16qi __builtin_ia32_packuswb128(__rbmc_v8hi a, __rbmc_v8hi b)
{
  __rbmc_v16qi r;
  for(int k = 0; k < 16; k++)
  {
    int j = k / 16 * 8 + k % 8;
    int x = k % 16 < 8 ? a[j] : b[j];
    r[k] = (char)(x < 0 ? 0 : x > 255 ? 255 : x);
  }
  return r;
}
__rbmc_v32qi __builtin_ia32_packuswb256(__rbmc_v16hi a, __rbmc_v16hi b)
{
  __rbmc_v32qi r;
  for(int k = 0; k < 32; k++)
  {
    int j = k / 16 * 8 + k % 8;
    int x = k % 16 < 8 ? a[j] : b[j];
    r[k] = (char)(x < 0 ? 0 : x > 255 ? 255 : x);
  }
  return r;
}
__rbmc_v8hi __builtin_ia32_packusdw128(__rbmc_v4si a, __rbmc_v4si b)
{
  __rbmc_v8hi r;
  for(int k = 0; k < 8; k++)
  {
    int j = k / 8 * 4 + k % 4;
    int x = k % 8 < 4 ? a[j] : b[j];
    r[k] = (short)(x < 0 ? 0 : x > 65535 ? 65535 : x);
  }
  return r;
}
__rbmc_v16hi __builtin_ia32_packusdw256(__rbmc_v8si a, __rbmc_v8si b)
{
  __rbmc_v16hi r;
  for(int k = 0; k < 16; k++)
  {
    int j = k / 8 * 4 + k % 4;
    int x = k % 8 < 4 ? a[j] : b[j];
    r[k] = (short)(x < 0 ? 0 : x > 65535 ? 65535 : x);
  }
  return r;
}

/* ---- interleaving the low (punpckl) or high (punpckh) halves of a and b, per 128-bit
   half */

__rbmc_v8qi __builtin_ia32_punpcklbw(__rbmc_v8qi a, __rbmc_v8qi b)
{
  __rbmc_v8qi r;
  for(int k = 0; k < 8; k++)
  {
    int j = k / 8 * 8 + k % 8 / 2;
    r[k] = k % 2 ? b[j] : a[j];
  }
  return r;
}
__rbmc_v16qi __builtin_ia32_punpcklbw128(__rbmc_v16qi a, __rbmc_v16qi b)
{
  __rbmc_v16qi r;
  for(int k = 0; k < 16; k++)
  {
    int j = k / 16 * 16 + k % 16 / 2;
    r[k] = k % 2 ? b[j] : a[j];
  }
  return r;
}
__rbmc_v32qi __builtin_ia32_punpcklbw256(__rbmc_v32qi a, __rbmc_v32qi b)
{
  __rbmc_v32qi r;
  for(int k = 0; k < 32; k++)
  {
    int j = k / 16 * 16 + k % 16 / 2;
    r[k] = k % 2 ? b[j] : a[j];
  }
  return r;
}
__rbmc_v4hi __builtin_ia32_punpcklwd(__rbmc_v4hi a, __rbmc_v4hi b)
{
  __rbmc_v4hi r;
  for(int k = 0; k < 4; k++)
  {
    int j = k / 4 * 4 + k % 4 / 2;
    r[k] = k % 2 ? b[j] : a[j];
  }
  return r;
}
__rbmc_v8hi __builtin_ia32_punpcklwd128(__rbmc_v8hi a, __rbmc_v8hi b)
{
  __rbmc_v8hi r;
  for(int k = 0; k < 8; k++)
  {
    int j = k / 8 * 8 + k % 8 / 2;
    r[k] = k % 2 ? b[j] : a[j];
  }
  return r;
}
__rbmc_v16hi __builtin_ia32_punpcklwd256(__rbmc_v16hi a, __rbmc_v16hi b)
{
  __rbmc_v16hi r;
  for(int k = 0; k < 16; k++)
  {
    int j = k / 8 * 8 + k % 8 / 2;
    r[k] = k % 2 ? b[j] : a[j];
  }
  return r;
}
__rbmc_v2si __builtin_ia32_punpckldq(__rbmc_v2si a, __rbmc_v2si b)
{
  __rbmc_v2si r;
  for(int k = 0; k < 2; k++)
  {
    int j = k / 2 * 2 + k % 2 / 2;
    r[k] = k % 2 ? b[j] : a[j];
  }
  return r;
}
__rbmc_v4si __builtin_ia32_punpckldq128(__rbmc_v4si a, __rbmc_v4si b)
{
  __rbmc_v4si r;
  for(int k = 0; k < 4; k++)
  {
    int j = k / 4 * 4 + k % 4 / 2;
    r[k] = k % 2 ? b[j] : a[j];
  }
  return r;
}
__rbmc_v8si __builtin_ia32_punpckldq256(__rbmc_v8si a, __rbmc_v8si b)
{
  __rbmc_v8si r;
  for(int k = 0; k < 8; k++)
  {
    int j = k / 4 * 4 + k % 4 / 2;
    r[k] = k % 2 ? b[j] : a[j];
  }
  return r;
}
__rbmc_v2di __builtin_ia32_punpcklqdq128(__rbmc_v2di a, __rbmc_v2di b)
{
  __rbmc_v2di r;
  for(int k = 0; k < 2; k++)
  {
    int j = k / 2 * 2 + k % 2 / 2;
    r[k] = k % 2 ? b[j] : a[j];
  }
  return r;
}
__rbmc_v4di __builtin_ia32_punpcklqdq256(__rbmc_v4di a, __rbmc_v4di b)
{
  __rbmc_v4di r;
  for(int k = 0; k < 4; k++)
  {
    int j = k / 2 * 2 + k % 2 / 2;
    r[k] = k % 2 ? b[j] : a[j];
  }
  return r;
}
__rbmc_v8qi __builtin_ia32_punpckhbw(__rbmc_v8qi a, __rbmc_v8qi b)
{
  __rbmc_v8qi r;
  for(int k = 0; k < 8; k++)
  {
    int j = k / 8 * 8 + k % 8 / 2 + 4;
    r[k] = k % 2 ? b[j] : a[j];
  }
  return r;
}
__rbmc_v16qi __builtin_ia32_punpckhbw128(__rbmc_v16qi a, __rbmc_v16qi b)
{
  __rbmc_v16qi r;
  for(int k = 0; k < 16; k++)
  {
    int j = k / 16 * 16 + k % 16 / 2 + 8;
    r[k] = k % 2 ? b[j] : a[j];
  }
  return r;
}
__rbmc_v32qi __builtin_ia32_punpckhbw256(__rbmc_v32qi a, __rbmc_v32qi b)
{
  __rbmc_v32qi r;
  for(int k = 0; k < 32; k++)
  {
    int j = k / 16 * 16 + k % 16 / 2 + 8;
    r[k] = k % 2 ? b[j] : a[j];
  }
  return r;
}
__rbmc_v4hi __builtin_ia32_punpckhwd(__rbmc_v4hi a, __rbmc_v4hi b)
{
  __rbmc_v4hi r;
  for(int k = 0; k < 4; k++)
  {
    int j = k / 4 * 4 + k % 4 / 2 + 2;
    r[k] = k % 2 ? b[j] : a[j];
  }
  return r;
}
__rbmc_v8hi __builtin_ia32_punpckhwd128(__rbmc_v8hi a, __rbmc_v8hi b)
{
  __rbmc_v8hi r;
  for(int k = 0; k < 8; k++)
  {
    int j = k / 8 * 8 + k % 8 / 2 + 4;
    r[k] = k % 2 ? b[j] : a[j];
  }
  return r;
}
__rbmc_v16hi __builtin_ia32_punpckhwd256(__rbmc_v16hi a, __rbmc_v16hi b)
{
  __rbmc_v16hi r;
  for(int k = 0; k < 16; k++)
  {
    int j = k / 8 * 8 + k % 8 / 2 + 4;
    r[k] = k % 2 ? b[j] : a[j];
  }
  return r;
}
__rbmc_v2si __builtin_ia32_punpckhdq(__rbmc_v2si a, __rbmc_v2si b)
{
  __rbmc_v2si r;
  for(int k = 0; k < 2; k++)
  {
    int j = k / 2 * 2 + k % 2 / 2 + 1;
    r[k] = k % 2 ? b[j] : a[j];
  }
  return r;
}
__rbmc_v4si __builtin_ia32_punpckhdq128(__rbmc_v4si a, __rbmc_v4si b)
{
  __rbmc_v4si r;
  for(int k = 0; k < 4; k++)
  {
    int j = k / 4 * 4 + k % 4 / 2 + 2;
    r[k] = k % 2 ? b[j] : a[j];
  }
  return r;
}
__rbmc_v8si __builtin_ia32_punpckhdq256(__rbmc_v8si a, __rbmc_v8si b)
{
  __rbmc_v8si r;
  for(int k = 0; k < 8; k++)
  {
    int j = k / 4 * 4 + k % 4 / 2 + 2;
    r[k] = k % 2 ? b[j] : a[j];
  }
  return r;
}
__rbmc_v2di __builtin_ia32_punpckhqdq128(__rbmc_v2di a, __rbmc_v2di b)
{
  __rbmc_v2di r;
  for(int k = 0; k < 2; k++)
  {
    int j = k / 2 * 2 + k % 2 / 2 + 1;
    r[k] = k % 2 ? b[j] : a[j];
  }
  return r;
}
__rbmc_v4di __builtin_ia32_punpckhqdq256(__rbmc_v4di a, __rbmc_v4di b)
{
  __rbmc_v4di r;
  for(int k = 0; k < 4; k++)
  {
    int j = k / 2 * 2 + k % 2 / 2 + 1;
    r[k] = k % 2 ? b[j] : a[j];
  }
  return r;
}

/* ---- shuffles and blends with an immediate or a vector control */

__rbmc_v4hi __builtin_ia32_pshufw(__rbmc_v4hi a, int imm)
{
  __rbmc_v4hi r;
  for(int k = 0; k < 4; k++)
    r[k] = a[imm >> 2 * k & 3];
  return r;
}
__rbmc_v4si __builtin_ia32_pshufd(__rbmc_v4si a, int imm)
{
  __rbmc_v4si r;
  for(int k = 0; k < 4; k++)
    r[k] = a[k / 4 * 4 + (imm >> 2 * (k % 4) & 3)];
  return r;
}
__rbmc_v8hi __builtin_ia32_pshuflw(__rbmc_v8hi a, int imm)
{
  __rbmc_v8hi r = a;
  for(int k = 0; k < 8; k++)
    r[k] = k % 8 < 4 ? a[k / 8 * 8 + (imm >> 2 * (k % 4) & 3)] : a[k];
  return r;
}
__rbmc_v8hi __builtin_ia32_pshufhw(__rbmc_v8hi a, int imm)
{
  __rbmc_v8hi r = a;
  for(int k = 0; k < 8; k++)
    r[k] = k % 8 >= 4 ? a[k / 8 * 8 + 4 + (imm >> 2 * (k % 4) & 3)] : a[k];
  return r;
}
__rbmc_v8si __builtin_ia32_pshufd256(__rbmc_v8si a, int imm)
{
  __rbmc_v8si r;
  for(int k = 0; k < 8; k++)
    r[k] = a[k / 4 * 4 + (imm >> 2 * (k % 4) & 3)];
  return r;
}
__rbmc_v16hi __builtin_ia32_pshuflw256(__rbmc_v16hi a, int imm)
{
  __rbmc_v16hi r = a;
  for(int k = 0; k < 16; k++)
    r[k] = k % 8 < 4 ? a[k / 8 * 8 + (imm >> 2 * (k % 4) & 3)] : a[k];
  return r;
}
__rbmc_v16hi __builtin_ia32_pshufhw256(__rbmc_v16hi a, int imm)
{
  __rbmc_v16hi r = a;
  for(int k = 0; k < 16; k++)
    r[k] = k % 8 >= 4 ? a[k / 8 * 8 + 4 + (imm >> 2 * (k % 4) & 3)] : a[k];
  return r;
}
/* pshufb: byte k is 0 where the control's sign is set, else a's byte at the control's
   low bits (within the same 128-bit half) */
__rbmc_v8qi __builtin_ia32_pshufb(__rbmc_v8qi a, __rbmc_v8qi b)
{
  __rbmc_v8qi r;
  for(int k = 0; k < 8; k++)
    r[k] = b[k] < 0 ? 0 : a[b[k] & 7];
  return r;
}
__rbmc_v16qi __builtin_ia32_pshufb128(__rbmc_v16qi a, __rbmc_v16qi b)
{
  __rbmc_v16qi r;
  for(int k = 0; k < 16; k++)
    r[k] = (signed char)b[k] < 0 ? 0 : a[k / 16 * 16 + (b[k] & 15)];
  return r;
}
__rbmc_v32qi __builtin_ia32_pshufb256(__rbmc_v32qi a, __rbmc_v32qi b)
{
  __rbmc_v32qi r;
  for(int k = 0; k < 32; k++)
    r[k] = (signed char)b[k] < 0 ? 0 : a[k / 16 * 16 + (b[k] & 15)];
  return r;
}
/* blends: b's element where the immediate's bit (pblendw) or the control's sign
   (pblendvb) is set, else a's */
__rbmc_v8hi __builtin_ia32_pblendw128(__rbmc_v8hi a, __rbmc_v8hi b, int imm)
{
  __rbmc_v8hi r;
  for(int k = 0; k < 8; k++)
    r[k] = imm >> k % 8 & 1 ? b[k] : a[k];
  return r;
}
__rbmc_v16qi __builtin_ia32_pblendvb128(__rbmc_v16qi a, __rbmc_v16qi b, __rbmc_v16qi c)
{
  __rbmc_v16qi r;
  for(int k = 0; k < 16; k++)
    r[k] = (signed char)c[k] < 0 ? b[k] : a[k];
  return r;
}
__rbmc_v16hi __builtin_ia32_pblendw256(__rbmc_v16hi a, __rbmc_v16hi b, int imm)
{
  __rbmc_v16hi r;
  for(int k = 0; k < 16; k++)
    r[k] = imm >> k % 8 & 1 ? b[k] : a[k];
  return r;
}
__rbmc_v32qi __builtin_ia32_pblendvb256(__rbmc_v32qi a, __rbmc_v32qi b, __rbmc_v32qi c)
{
  __rbmc_v32qi r;
  for(int k = 0; k < 32; k++)
    r[k] = (signed char)c[k] < 0 ? b[k] : a[k];
  return r;
}

/* ---- sign (pmovsx) and zero (pmovzx) extension of the low elements */

__rbmc_v8hi __builtin_ia32_pmovsxbw128(__rbmc_v16qi a)
{
  __rbmc_v8hi r;
  for(int k = 0; k < 8; k++)
    r[k] = (signed char)a[k];
  return r;
}
__rbmc_v16hi __builtin_ia32_pmovsxbw256(__rbmc_v16qi a)
{
  __rbmc_v16hi r;
  for(int k = 0; k < 16; k++)
    r[k] = (signed char)a[k];
  return r;
}
__rbmc_v4si __builtin_ia32_pmovsxbd128(__rbmc_v16qi a)
{
  __rbmc_v4si r;
  for(int k = 0; k < 4; k++)
    r[k] = (signed char)a[k];
  return r;
}
__rbmc_v8si __builtin_ia32_pmovsxbd256(__rbmc_v16qi a)
{
  __rbmc_v8si r;
  for(int k = 0; k < 8; k++)
    r[k] = (signed char)a[k];
  return r;
}
__rbmc_v2di __builtin_ia32_pmovsxbq128(__rbmc_v16qi a)
{
  __rbmc_v2di r;
  for(int k = 0; k < 2; k++)
    r[k] = (signed char)a[k];
  return r;
}
__rbmc_v4di __builtin_ia32_pmovsxbq256(__rbmc_v16qi a)
{
  __rbmc_v4di r;
  for(int k = 0; k < 4; k++)
    r[k] = (signed char)a[k];
  return r;
}
__rbmc_v4si __builtin_ia32_pmovsxwd128(__rbmc_v8hi a)
{
  __rbmc_v4si r;
  for(int k = 0; k < 4; k++)
    r[k] = a[k];
  return r;
}
__rbmc_v8si __builtin_ia32_pmovsxwd256(__rbmc_v8hi a)
{
  __rbmc_v8si r;
  for(int k = 0; k < 8; k++)
    r[k] = a[k];
  return r;
}
__rbmc_v2di __builtin_ia32_pmovsxwq128(__rbmc_v8hi a)
{
  __rbmc_v2di r;
  for(int k = 0; k < 2; k++)
    r[k] = a[k];
  return r;
}
__rbmc_v4di __builtin_ia32_pmovsxwq256(__rbmc_v8hi a)
{
  __rbmc_v4di r;
  for(int k = 0; k < 4; k++)
    r[k] = a[k];
  return r;
}
__rbmc_v2di __builtin_ia32_pmovsxdq128(__rbmc_v4si a)
{
  __rbmc_v2di r;
  for(int k = 0; k < 2; k++)
    r[k] = a[k];
  return r;
}
__rbmc_v4di __builtin_ia32_pmovsxdq256(__rbmc_v4si a)
{
  __rbmc_v4di r;
  for(int k = 0; k < 4; k++)
    r[k] = a[k];
  return r;
}
__rbmc_v8hi __builtin_ia32_pmovzxbw128(__rbmc_v16qi a)
{
  __rbmc_v8hi r;
  for(int k = 0; k < 8; k++)
    r[k] = (unsigned char)a[k];
  return r;
}
__rbmc_v16hi __builtin_ia32_pmovzxbw256(__rbmc_v16qi a)
{
  __rbmc_v16hi r;
  for(int k = 0; k < 16; k++)
    r[k] = (unsigned char)a[k];
  return r;
}
__rbmc_v4si __builtin_ia32_pmovzxbd128(__rbmc_v16qi a)
{
  __rbmc_v4si r;
  for(int k = 0; k < 4; k++)
    r[k] = (unsigned char)a[k];
  return r;
}
__rbmc_v8si __builtin_ia32_pmovzxbd256(__rbmc_v16qi a)
{
  __rbmc_v8si r;
  for(int k = 0; k < 8; k++)
    r[k] = (unsigned char)a[k];
  return r;
}
__rbmc_v2di __builtin_ia32_pmovzxbq128(__rbmc_v16qi a)
{
  __rbmc_v2di r;
  for(int k = 0; k < 2; k++)
    r[k] = (unsigned char)a[k];
  return r;
}
__rbmc_v4di __builtin_ia32_pmovzxbq256(__rbmc_v16qi a)
{
  __rbmc_v4di r;
  for(int k = 0; k < 4; k++)
    r[k] = (unsigned char)a[k];
  return r;
}
__rbmc_v4si __builtin_ia32_pmovzxwd128(__rbmc_v8hi a)
{
  __rbmc_v4si r;
  for(int k = 0; k < 4; k++)
    r[k] = (unsigned short)a[k];
  return r;
}
__rbmc_v8si __builtin_ia32_pmovzxwd256(__rbmc_v8hi a)
{
  __rbmc_v8si r;
  for(int k = 0; k < 8; k++)
    r[k] = (unsigned short)a[k];
  return r;
}
__rbmc_v2di __builtin_ia32_pmovzxwq128(__rbmc_v8hi a)
{
  __rbmc_v2di r;
  for(int k = 0; k < 2; k++)
    r[k] = (unsigned short)a[k];
  return r;
}
__rbmc_v4di __builtin_ia32_pmovzxwq256(__rbmc_v8hi a)
{
  __rbmc_v4di r;
  for(int k = 0; k < 4; k++)
    r[k] = (unsigned short)a[k];
  return r;
}
__rbmc_v2di __builtin_ia32_pmovzxdq128(__rbmc_v4si a)
{
  __rbmc_v2di r;
  for(int k = 0; k < 2; k++)
    r[k] = (unsigned int)a[k];
  return r;
}
__rbmc_v4di __builtin_ia32_pmovzxdq256(__rbmc_v4si a)
{
  __rbmc_v4di r;
  for(int k = 0; k < 4; k++)
    r[k] = (unsigned int)a[k];
  return r;
}

/* ---- element access: the index is taken modulo the number of elements (the
   instructions use its low bits; GCC accepts only constants in range) */

int __builtin_ia32_vec_ext_v2si(__rbmc_v2si a, int i)
{
  return a[i & 1];
}
short __builtin_ia32_vec_ext_v4hi(__rbmc_v4hi a, int i)
{
  return a[i & 3];
}
char __builtin_ia32_vec_ext_v16qi(__rbmc_v16qi a, int i)
{
  return a[i & 15];
}
short __builtin_ia32_vec_ext_v8hi(__rbmc_v8hi a, int i)
{
  return a[i & 7];
}
int __builtin_ia32_vec_ext_v4si(__rbmc_v4si a, int i)
{
  return a[i & 3];
}
long long __builtin_ia32_vec_ext_v2di(__rbmc_v2di a, int i)
{
  return a[i & 1];
}
float __builtin_ia32_vec_ext_v4sf(__rbmc_v4sf a, int i)
{
  return a[i & 3];
}
__rbmc_v4hi __builtin_ia32_vec_set_v4hi(__rbmc_v4hi a, short x, int i)
{
  a[i & 3] = x;
  return a;
}
__rbmc_v16qi __builtin_ia32_vec_set_v16qi(__rbmc_v16qi a, char x, int i)
{
  a[i & 15] = x;
  return a;
}
__rbmc_v8hi __builtin_ia32_vec_set_v8hi(__rbmc_v8hi a, short x, int i)
{
  a[i & 7] = x;
  return a;
}
__rbmc_v4si __builtin_ia32_vec_set_v4si(__rbmc_v4si a, int x, int i)
{
  a[i & 3] = x;
  return a;
}
__rbmc_v2di __builtin_ia32_vec_set_v2di(__rbmc_v2di a, long long x, int i)
{
  a[i & 1] = x;
  return a;
}
__rbmc_v2si __builtin_ia32_vec_init_v2si(int x0, int x1)
{
  return (__rbmc_v2si){x0, x1};
}
__rbmc_v4hi __builtin_ia32_vec_init_v4hi(short x0, short x1, short x2, short x3)
{
  return (__rbmc_v4hi){x0, x1, x2, x3};
}
__rbmc_v8qi __builtin_ia32_vec_init_v8qi(
  char x0,
  char x1,
  char x2,
  char x3,
  char x4,
  char x5,
  char x6,
  char x7)
{
  return (__rbmc_v8qi){x0, x1, x2, x3, x4, x5, x6, x7};
}
/* the low quadword, the high one zeroed (_mm_move_epi64) */
__rbmc_v2di __builtin_ia32_movq128(__rbmc_v2di a)
{
  return (__rbmc_v2di){a[0], 0};
}

/* ---- sign-bit masks and tests */

int __builtin_ia32_pmovmskb(__rbmc_v8qi a)
{
  unsigned r = 0;
  for(int k = 0; k < 8; k++)
    r |= (unsigned)((unsigned char)a[k] >> 7) << k;
  return (int)r;
}
int __builtin_ia32_pmovmskb128(__rbmc_v16qi a)
{
  unsigned r = 0;
  for(int k = 0; k < 16; k++)
    r |= (unsigned)((unsigned char)a[k] >> 7) << k;
  return (int)r;
}
int __builtin_ia32_pmovmskb256(__rbmc_v32qi a)
{
  unsigned r = 0;
  for(int k = 0; k < 32; k++)
    r |= (unsigned)((unsigned char)a[k] >> 7) << k;
  return (int)r;
}
int __builtin_ia32_movmskps(__rbmc_v4sf a)
{
  __rbmc_v4si v = (__rbmc_v4si)a;
  return (v[0] < 0) | (v[1] < 0) << 1 | (v[2] < 0) << 2 | (v[3] < 0) << 3;
}
int __builtin_ia32_movmskpd(__rbmc_v2df a)
{
  __rbmc_v2di v = (__rbmc_v2di)a;
  return (v[0] < 0) | (v[1] < 0) << 1;
}
/* ptest: z is (a & b) == 0, c is (~a & b) == 0 */
int __builtin_ia32_ptestz128(__rbmc_v2di a, __rbmc_v2di b)
{
  return ((a[0] & b[0]) | (a[1] & b[1])) == 0;
}
int __builtin_ia32_ptestc128(__rbmc_v2di a, __rbmc_v2di b)
{
  return ((~a[0] & b[0]) | (~a[1] & b[1])) == 0;
}
int __builtin_ia32_ptestnzc128(__rbmc_v2di a, __rbmc_v2di b)
{
  return ((a[0] & b[0]) | (a[1] & b[1])) != 0 && ((~a[0] & b[0]) | (~a[1] & b[1])) != 0;
}

/* ---- loads and stores: non-temporal hints and unaligned loads are plain accesses;
   maskmov stores the bytes whose mask byte has its sign set */

__rbmc_v16qi __builtin_ia32_lddqu(const char *p)
{
  __rbmc_v16qi r;
  for(int k = 0; k < 16; k++)
    r[k] = p[k];
  return r;
}
__rbmc_v2di __builtin_ia32_movntdqa(__rbmc_v2di *p)
{
  return *p;
}
void __builtin_ia32_movntdq(__rbmc_v2di *p, __rbmc_v2di a)
{
  *p = a;
}
void __builtin_ia32_movnti(int *p, int a)
{
  *p = a;
}
void __builtin_ia32_movnti64(long long *p, long long a)
{
  *p = a;
}
void __builtin_ia32_movntq(unsigned long long *p, unsigned long long a)
{
  *p = a;
}
void __builtin_ia32_maskmovq(__rbmc_v8qi a, __rbmc_v8qi mask, char *p)
{
  for(int k = 0; k < 8; k++)
    if(mask[k] < 0)
      p[k] = a[k];
}
void __builtin_ia32_maskmovdqu(__rbmc_v16qi a, __rbmc_v16qi mask, char *p)
{
  for(int k = 0; k < 16; k++)
    if(mask[k] < 0)
      p[k] = a[k];
}
/* leaving the MMX state (_mm_empty): no effect on the values */
void __builtin_ia32_emms(void)
{
}

/* ---- CRC-32C (Castagnoli, bit-reflected polynomial 0x82F63B78) of 1, 2, 4 or 8 bytes */

unsigned int __builtin_ia32_crc32qi(unsigned int crc, unsigned char v)
{
  unsigned int c = (unsigned int)crc;
  unsigned int d = v;
  for(int k = 0; k < 8; k++)
  {
    c ^= (unsigned int)(d & 1);
    d >>= 1;
    c = c & 1 ? c >> 1 ^ 0x82F63B78u : c >> 1;
  }
  return c;
}
unsigned int __builtin_ia32_crc32hi(unsigned int crc, unsigned short v)
{
  unsigned int c = (unsigned int)crc;
  unsigned int d = v;
  for(int k = 0; k < 16; k++)
  {
    c ^= (unsigned int)(d & 1);
    d >>= 1;
    c = c & 1 ? c >> 1 ^ 0x82F63B78u : c >> 1;
  }
  return c;
}
unsigned int __builtin_ia32_crc32si(unsigned int crc, unsigned int v)
{
  unsigned int c = (unsigned int)crc;
  unsigned int d = v;
  for(int k = 0; k < 32; k++)
  {
    c ^= (unsigned int)(d & 1);
    d >>= 1;
    c = c & 1 ? c >> 1 ^ 0x82F63B78u : c >> 1;
  }
  return c;
}
unsigned long long __builtin_ia32_crc32di(unsigned long long crc, unsigned long long v)
{
  unsigned int c = (unsigned int)crc;
  unsigned long long d = v;
  for(int k = 0; k < 64; k++)
  {
    c ^= (unsigned int)(d & 1);
    d >>= 1;
    c = c & 1 ? c >> 1 ^ 0x82F63B78u : c >> 1;
  }
  return c;
}

/* ---- exact floating-point operations: conversions from int (rounded as C converts,
   in the current rounding mode), blends, moves, shuffles, bitwise operations */

__rbmc_v4sf __builtin_ia32_cvtdq2ps(__rbmc_v4si a)
{
  return (__rbmc_v4sf){(float)a[0], (float)a[1], (float)a[2], (float)a[3]};
}
__rbmc_v2df __builtin_ia32_cvtdq2pd(__rbmc_v4si a)
{
  return (__rbmc_v2df){(double)a[0], (double)a[1]};
}
__rbmc_v4sf __builtin_ia32_blendps(__rbmc_v4sf a, __rbmc_v4sf b, int imm)
{
  __rbmc_v4sf r;
  for(int k = 0; k < 4; k++)
    r[k] = imm >> k & 1 ? b[k] : a[k];
  return r;
}
__rbmc_v2df __builtin_ia32_blendpd(__rbmc_v2df a, __rbmc_v2df b, int imm)
{
  __rbmc_v2df r;
  for(int k = 0; k < 2; k++)
    r[k] = imm >> k & 1 ? b[k] : a[k];
  return r;
}
__rbmc_v4sf __builtin_ia32_blendvps(__rbmc_v4sf a, __rbmc_v4sf b, __rbmc_v4sf c)
{
  __rbmc_v4si s = (__rbmc_v4si)c;
  __rbmc_v4sf r;
  for(int k = 0; k < 4; k++)
    r[k] = s[k] < 0 ? b[k] : a[k];
  return r;
}
__rbmc_v2df __builtin_ia32_blendvpd(__rbmc_v2df a, __rbmc_v2df b, __rbmc_v2df c)
{
  __rbmc_v2di s = (__rbmc_v2di)c;
  __rbmc_v2df r;
  for(int k = 0; k < 2; k++)
    r[k] = s[k] < 0 ? b[k] : a[k];
  return r;
}
/* moves, shuffles and bitwise operations on float and double elements: exact bit copies */
__rbmc_v4sf __builtin_ia32_andps(__rbmc_v4sf a, __rbmc_v4sf b)
{
  return (__rbmc_v4sf)((__rbmc_v4si)a & (__rbmc_v4si)b);
}
__rbmc_v4sf __builtin_ia32_andnps(__rbmc_v4sf a, __rbmc_v4sf b)
{
  return (__rbmc_v4sf)(~(__rbmc_v4si)a & (__rbmc_v4si)b);
}
__rbmc_v4sf __builtin_ia32_orps(__rbmc_v4sf a, __rbmc_v4sf b)
{
  return (__rbmc_v4sf)((__rbmc_v4si)a | (__rbmc_v4si)b);
}
__rbmc_v4sf __builtin_ia32_xorps(__rbmc_v4sf a, __rbmc_v4sf b)
{
  return (__rbmc_v4sf)((__rbmc_v4si)a ^ (__rbmc_v4si)b);
}
__rbmc_v2df __builtin_ia32_andpd(__rbmc_v2df a, __rbmc_v2df b)
{
  return (__rbmc_v2df)((__rbmc_v2di)a & (__rbmc_v2di)b);
}
__rbmc_v2df __builtin_ia32_andnpd(__rbmc_v2df a, __rbmc_v2df b)
{
  return (__rbmc_v2df)(~(__rbmc_v2di)a & (__rbmc_v2di)b);
}
__rbmc_v2df __builtin_ia32_orpd(__rbmc_v2df a, __rbmc_v2df b)
{
  return (__rbmc_v2df)((__rbmc_v2di)a | (__rbmc_v2di)b);
}
__rbmc_v2df __builtin_ia32_xorpd(__rbmc_v2df a, __rbmc_v2df b)
{
  return (__rbmc_v2df)((__rbmc_v2di)a ^ (__rbmc_v2di)b);
}
__rbmc_v4sf __builtin_ia32_shufps(__rbmc_v4sf a, __rbmc_v4sf b, int imm)
{
  return (__rbmc_v4sf){a[imm & 3], a[imm >> 2 & 3], b[imm >> 4 & 3], b[imm >> 6 & 3]};
}
__rbmc_v2df __builtin_ia32_shufpd(__rbmc_v2df a, __rbmc_v2df b, int imm)
{
  return (__rbmc_v2df){a[imm & 1], b[imm >> 1 & 1]};
}
__rbmc_v4sf __builtin_ia32_unpcklps(__rbmc_v4sf a, __rbmc_v4sf b)
{
  return (__rbmc_v4sf){a[0], b[0], a[1], b[1]};
}
__rbmc_v4sf __builtin_ia32_unpckhps(__rbmc_v4sf a, __rbmc_v4sf b)
{
  return (__rbmc_v4sf){a[2], b[2], a[3], b[3]};
}
__rbmc_v2df __builtin_ia32_unpcklpd(__rbmc_v2df a, __rbmc_v2df b)
{
  return (__rbmc_v2df){a[0], b[0]};
}
__rbmc_v2df __builtin_ia32_unpckhpd(__rbmc_v2df a, __rbmc_v2df b)
{
  return (__rbmc_v2df){a[1], b[1]};
}
__rbmc_v4sf __builtin_ia32_movss(__rbmc_v4sf a, __rbmc_v4sf b)
{
  return (__rbmc_v4sf){b[0], a[1], a[2], a[3]};
}
__rbmc_v2df __builtin_ia32_movsd(__rbmc_v2df a, __rbmc_v2df b)
{
  return (__rbmc_v2df){b[0], a[1]};
}
__rbmc_v4sf __builtin_ia32_movhlps(__rbmc_v4sf a, __rbmc_v4sf b)
{
  return (__rbmc_v4sf){b[2], b[3], a[2], a[3]};
}
__rbmc_v4sf __builtin_ia32_movlhps(__rbmc_v4sf a, __rbmc_v4sf b)
{
  return (__rbmc_v4sf){a[0], a[1], b[0], b[1]};
}
__rbmc_v4sf __builtin_ia32_movshdup(__rbmc_v4sf a)
{
  return (__rbmc_v4sf){a[1], a[1], a[3], a[3]};
}
__rbmc_v4sf __builtin_ia32_movsldup(__rbmc_v4sf a)
{
  return (__rbmc_v4sf){a[0], a[0], a[2], a[2]};
}
