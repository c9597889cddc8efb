/* Models of GCC's x86 SIMD built-ins (__builtin_ia32_*), written with GCC vector types:
   MMX, SSE2, SSSE3, SSE4.1 and AVX2 integer operations on packed elements, and the
   AVX-512 merge-masked forms of the basic arithmetic. Prototypes are GCC's: char, short, int
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

/* ---- multiplication */

/* low half of each product */
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

/* ---- bitwise operations (andn: ~a & b) */

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

/* ---- comparisons: all ones where the comparison holds (signed for gt) */

__rbmc_v16qi __builtin_ia32_pcmpeqb128(__rbmc_v16qi a, __rbmc_v16qi b)
{
  return (__rbmc_v16qi)((__rbmc_v16qs)a == (__rbmc_v16qs)b);
}
__rbmc_v32qi __builtin_ia32_pcmpeqb256(__rbmc_v32qi a, __rbmc_v32qi b)
{
  return (__rbmc_v32qi)((__rbmc_v32qs)a == (__rbmc_v32qs)b);
}
__rbmc_v8hi __builtin_ia32_pcmpeqw128(__rbmc_v8hi a, __rbmc_v8hi b)
{
  return a == b;
}
__rbmc_v16hi __builtin_ia32_pcmpeqw256(__rbmc_v16hi a, __rbmc_v16hi b)
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
__rbmc_v16qi __builtin_ia32_pcmpgtb128(__rbmc_v16qi a, __rbmc_v16qi b)
{
  return (__rbmc_v16qi)((__rbmc_v16qs)a > (__rbmc_v16qs)b);
}
__rbmc_v32qi __builtin_ia32_pcmpgtb256(__rbmc_v32qi a, __rbmc_v32qi b)
{
  return (__rbmc_v32qi)((__rbmc_v32qs)a > (__rbmc_v32qs)b);
}
__rbmc_v8hi __builtin_ia32_pcmpgtw128(__rbmc_v8hi a, __rbmc_v8hi b)
{
  return a > b;
}
__rbmc_v16hi __builtin_ia32_pcmpgtw256(__rbmc_v16hi a, __rbmc_v16hi b)
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

/* ---- shifts of each element: by an immediate count (..i) or by the low 64 bits of a
   vector (MMX: the whole operand); counts past the width give 0 for logical shifts and
   the sign for arithmetic ones */

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
