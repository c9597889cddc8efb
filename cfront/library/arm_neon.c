/* Models of Clang's ARM NEON built-ins (__builtin_neon_*), the integer forms of the
   element-wise and pairwise arithmetic of <arm_neon.h>. Every vector is passed as char
   lanes (8 or 16 bytes), with a constant type code: bits 0-3 the element
   type (0, 1, 2, 3 = 8, 16, 32, 64-bit integers; 4, 5 = 8, 16-bit polynomials; 8 and up
   floating point), 16 = unsigned, 32 = 128-bit ("q") vector. A model reinterprets the
   lanes by the code and computes each lane from the instruction's definition (Arm ACLE):
   wide intermediate sums where the instruction has them, wrapping in unsigned types.
   A code a model does not handle (floating point, 64-bit lanes the instruction lacks)
   fails an assertion and yields a nondeterministic vector. */

/* the built-ins' vector type, as CBMC's models declare it */
typedef char __rbmc_n8 __attribute__((__vector_size__(8)));
typedef char __rbmc_n16 __attribute__((__vector_size__(16)));

typedef signed char __rbmc_ns8x8 __attribute__((__vector_size__(8)));
typedef short __rbmc_ns16x4 __attribute__((__vector_size__(8)));
typedef int __rbmc_ns32x2 __attribute__((__vector_size__(8)));
typedef long long __rbmc_ns64x1 __attribute__((__vector_size__(8)));
typedef unsigned char __rbmc_nu8x8 __attribute__((__vector_size__(8)));
typedef unsigned short __rbmc_nu16x4 __attribute__((__vector_size__(8)));
typedef unsigned int __rbmc_nu32x2 __attribute__((__vector_size__(8)));
typedef unsigned long long __rbmc_nu64x1 __attribute__((__vector_size__(8)));
typedef signed char __rbmc_ns8x16 __attribute__((__vector_size__(16)));
typedef short __rbmc_ns16x8 __attribute__((__vector_size__(16)));
typedef int __rbmc_ns32x4 __attribute__((__vector_size__(16)));
typedef long long __rbmc_ns64x2 __attribute__((__vector_size__(16)));
typedef unsigned char __rbmc_nu8x16 __attribute__((__vector_size__(16)));
typedef unsigned short __rbmc_nu16x8 __attribute__((__vector_size__(16)));
typedef unsigned int __rbmc_nu32x4 __attribute__((__vector_size__(16)));
typedef unsigned long long __rbmc_nu64x2 __attribute__((__vector_size__(16)));

/* absolute difference (SABD, UABD): |a - b| in the wide type, truncated */
__rbmc_n8 __builtin_neon_vabd_v(__rbmc_n8 a, __rbmc_n8 b, int type)
{
__CPROVER_HIDE:;
  switch(type)
  {
  case 0:
  {
    __rbmc_ns8x8 x = (__rbmc_ns8x8)a, y = (__rbmc_ns8x8)b;
    __rbmc_nu8x8 r;
    for(int i = 0; i < 8; i++)
    {
      int d = (int)x[i] - (int)y[i];
      r[i] = (unsigned char)(d < 0 ? -d : d);
    }
    return (__rbmc_n8)r;
  }
  case 1:
  {
    __rbmc_ns16x4 x = (__rbmc_ns16x4)a, y = (__rbmc_ns16x4)b;
    __rbmc_nu16x4 r;
    for(int i = 0; i < 4; i++)
    {
      int d = (int)x[i] - (int)y[i];
      r[i] = (unsigned short)(d < 0 ? -d : d);
    }
    return (__rbmc_n8)r;
  }
  case 2:
  {
    __rbmc_ns32x2 x = (__rbmc_ns32x2)a, y = (__rbmc_ns32x2)b;
    __rbmc_nu32x2 r;
    for(int i = 0; i < 2; i++)
    {
      long long d = (long long)x[i] - (long long)y[i];
      r[i] = (unsigned int)(d < 0 ? -d : d);
    }
    return (__rbmc_n8)r;
  }
  case 16:
  {
    __rbmc_nu8x8 x = (__rbmc_nu8x8)a, y = (__rbmc_nu8x8)b;
    __rbmc_nu8x8 r;
    for(int i = 0; i < 8; i++)
      r[i] = x[i] > y[i] ? x[i] - y[i] : y[i] - x[i];
    return (__rbmc_n8)r;
  }
  case 17:
  {
    __rbmc_nu16x4 x = (__rbmc_nu16x4)a, y = (__rbmc_nu16x4)b;
    __rbmc_nu16x4 r;
    for(int i = 0; i < 4; i++)
      r[i] = x[i] > y[i] ? x[i] - y[i] : y[i] - x[i];
    return (__rbmc_n8)r;
  }
  case 18:
  {
    __rbmc_nu32x2 x = (__rbmc_nu32x2)a, y = (__rbmc_nu32x2)b;
    __rbmc_nu32x2 r;
    for(int i = 0; i < 2; i++)
      r[i] = x[i] > y[i] ? x[i] - y[i] : y[i] - x[i];
    return (__rbmc_n8)r;
  }
  }
  __CPROVER_assert(0, "__builtin_neon_vabd_v: unsupported type code");
  __rbmc_n8 any; /* nondeterministic */
  return any;
}

/* absolute difference (SABD, UABD): |a - b| in the wide type, truncated */
__rbmc_n16 __builtin_neon_vabdq_v(__rbmc_n16 a, __rbmc_n16 b, int type)
{
__CPROVER_HIDE:;
  switch(type)
  {
  case 32:
  {
    __rbmc_ns8x16 x = (__rbmc_ns8x16)a, y = (__rbmc_ns8x16)b;
    __rbmc_nu8x16 r;
    for(int i = 0; i < 16; i++)
    {
      int d = (int)x[i] - (int)y[i];
      r[i] = (unsigned char)(d < 0 ? -d : d);
    }
    return (__rbmc_n16)r;
  }
  case 33:
  {
    __rbmc_ns16x8 x = (__rbmc_ns16x8)a, y = (__rbmc_ns16x8)b;
    __rbmc_nu16x8 r;
    for(int i = 0; i < 8; i++)
    {
      int d = (int)x[i] - (int)y[i];
      r[i] = (unsigned short)(d < 0 ? -d : d);
    }
    return (__rbmc_n16)r;
  }
  case 34:
  {
    __rbmc_ns32x4 x = (__rbmc_ns32x4)a, y = (__rbmc_ns32x4)b;
    __rbmc_nu32x4 r;
    for(int i = 0; i < 4; i++)
    {
      long long d = (long long)x[i] - (long long)y[i];
      r[i] = (unsigned int)(d < 0 ? -d : d);
    }
    return (__rbmc_n16)r;
  }
  case 48:
  {
    __rbmc_nu8x16 x = (__rbmc_nu8x16)a, y = (__rbmc_nu8x16)b;
    __rbmc_nu8x16 r;
    for(int i = 0; i < 16; i++)
      r[i] = x[i] > y[i] ? x[i] - y[i] : y[i] - x[i];
    return (__rbmc_n16)r;
  }
  case 49:
  {
    __rbmc_nu16x8 x = (__rbmc_nu16x8)a, y = (__rbmc_nu16x8)b;
    __rbmc_nu16x8 r;
    for(int i = 0; i < 8; i++)
      r[i] = x[i] > y[i] ? x[i] - y[i] : y[i] - x[i];
    return (__rbmc_n16)r;
  }
  case 50:
  {
    __rbmc_nu32x4 x = (__rbmc_nu32x4)a, y = (__rbmc_nu32x4)b;
    __rbmc_nu32x4 r;
    for(int i = 0; i < 4; i++)
      r[i] = x[i] > y[i] ? x[i] - y[i] : y[i] - x[i];
    return (__rbmc_n16)r;
  }
  }
  __CPROVER_assert(0, "__builtin_neon_vabdq_v: unsupported type code");
  __rbmc_n16 any; /* nondeterministic */
  return any;
}

/* halving add (SHADD, UHADD): (a + b) >> 1 without overflow */
__rbmc_n8 __builtin_neon_vhadd_v(__rbmc_n8 a, __rbmc_n8 b, int type)
{
__CPROVER_HIDE:;
  switch(type)
  {
  case 0:
  {
    __rbmc_ns8x8 x = (__rbmc_ns8x8)a, y = (__rbmc_ns8x8)b;
    __rbmc_nu8x8 r;
    for(int i = 0; i < 8; i++)
      r[i] = (unsigned char)(((int)x[i] + (int)y[i]) >> 1);
    return (__rbmc_n8)r;
  }
  case 1:
  {
    __rbmc_ns16x4 x = (__rbmc_ns16x4)a, y = (__rbmc_ns16x4)b;
    __rbmc_nu16x4 r;
    for(int i = 0; i < 4; i++)
      r[i] = (unsigned short)(((int)x[i] + (int)y[i]) >> 1);
    return (__rbmc_n8)r;
  }
  case 2:
  {
    __rbmc_ns32x2 x = (__rbmc_ns32x2)a, y = (__rbmc_ns32x2)b;
    __rbmc_nu32x2 r;
    for(int i = 0; i < 2; i++)
      r[i] = (unsigned int)(((long long)x[i] + (long long)y[i]) >> 1);
    return (__rbmc_n8)r;
  }
  case 16:
  {
    __rbmc_nu8x8 x = (__rbmc_nu8x8)a, y = (__rbmc_nu8x8)b;
    __rbmc_nu8x8 r;
    for(int i = 0; i < 8; i++)
      r[i] = ((int)x[i] + (int)y[i]) >> 1;
    return (__rbmc_n8)r;
  }
  case 17:
  {
    __rbmc_nu16x4 x = (__rbmc_nu16x4)a, y = (__rbmc_nu16x4)b;
    __rbmc_nu16x4 r;
    for(int i = 0; i < 4; i++)
      r[i] = ((int)x[i] + (int)y[i]) >> 1;
    return (__rbmc_n8)r;
  }
  case 18:
  {
    __rbmc_nu32x2 x = (__rbmc_nu32x2)a, y = (__rbmc_nu32x2)b;
    __rbmc_nu32x2 r;
    for(int i = 0; i < 2; i++)
      r[i] = ((long long)x[i] + (long long)y[i]) >> 1;
    return (__rbmc_n8)r;
  }
  }
  __CPROVER_assert(0, "__builtin_neon_vhadd_v: unsupported type code");
  __rbmc_n8 any; /* nondeterministic */
  return any;
}

/* halving add (SHADD, UHADD): (a + b) >> 1 without overflow */
__rbmc_n16 __builtin_neon_vhaddq_v(__rbmc_n16 a, __rbmc_n16 b, int type)
{
__CPROVER_HIDE:;
  switch(type)
  {
  case 32:
  {
    __rbmc_ns8x16 x = (__rbmc_ns8x16)a, y = (__rbmc_ns8x16)b;
    __rbmc_nu8x16 r;
    for(int i = 0; i < 16; i++)
      r[i] = (unsigned char)(((int)x[i] + (int)y[i]) >> 1);
    return (__rbmc_n16)r;
  }
  case 33:
  {
    __rbmc_ns16x8 x = (__rbmc_ns16x8)a, y = (__rbmc_ns16x8)b;
    __rbmc_nu16x8 r;
    for(int i = 0; i < 8; i++)
      r[i] = (unsigned short)(((int)x[i] + (int)y[i]) >> 1);
    return (__rbmc_n16)r;
  }
  case 34:
  {
    __rbmc_ns32x4 x = (__rbmc_ns32x4)a, y = (__rbmc_ns32x4)b;
    __rbmc_nu32x4 r;
    for(int i = 0; i < 4; i++)
      r[i] = (unsigned int)(((long long)x[i] + (long long)y[i]) >> 1);
    return (__rbmc_n16)r;
  }
  case 48:
  {
    __rbmc_nu8x16 x = (__rbmc_nu8x16)a, y = (__rbmc_nu8x16)b;
    __rbmc_nu8x16 r;
    for(int i = 0; i < 16; i++)
      r[i] = ((int)x[i] + (int)y[i]) >> 1;
    return (__rbmc_n16)r;
  }
  case 49:
  {
    __rbmc_nu16x8 x = (__rbmc_nu16x8)a, y = (__rbmc_nu16x8)b;
    __rbmc_nu16x8 r;
    for(int i = 0; i < 8; i++)
      r[i] = ((int)x[i] + (int)y[i]) >> 1;
    return (__rbmc_n16)r;
  }
  case 50:
  {
    __rbmc_nu32x4 x = (__rbmc_nu32x4)a, y = (__rbmc_nu32x4)b;
    __rbmc_nu32x4 r;
    for(int i = 0; i < 4; i++)
      r[i] = ((long long)x[i] + (long long)y[i]) >> 1;
    return (__rbmc_n16)r;
  }
  }
  __CPROVER_assert(0, "__builtin_neon_vhaddq_v: unsupported type code");
  __rbmc_n16 any; /* nondeterministic */
  return any;
}

/* halving subtract (SHSUB, UHSUB): (a - b) >> 1, the difference taken exactly */
__rbmc_n8 __builtin_neon_vhsub_v(__rbmc_n8 a, __rbmc_n8 b, int type)
{
__CPROVER_HIDE:;
  switch(type)
  {
  case 0:
  {
    __rbmc_ns8x8 x = (__rbmc_ns8x8)a, y = (__rbmc_ns8x8)b;
    __rbmc_nu8x8 r;
    for(int i = 0; i < 8; i++)
      r[i] = (unsigned char)(((int)x[i] - (int)y[i]) >> 1);
    return (__rbmc_n8)r;
  }
  case 1:
  {
    __rbmc_ns16x4 x = (__rbmc_ns16x4)a, y = (__rbmc_ns16x4)b;
    __rbmc_nu16x4 r;
    for(int i = 0; i < 4; i++)
      r[i] = (unsigned short)(((int)x[i] - (int)y[i]) >> 1);
    return (__rbmc_n8)r;
  }
  case 2:
  {
    __rbmc_ns32x2 x = (__rbmc_ns32x2)a, y = (__rbmc_ns32x2)b;
    __rbmc_nu32x2 r;
    for(int i = 0; i < 2; i++)
      r[i] = (unsigned int)(((long long)x[i] - (long long)y[i]) >> 1);
    return (__rbmc_n8)r;
  }
  case 16:
  {
    __rbmc_nu8x8 x = (__rbmc_nu8x8)a, y = (__rbmc_nu8x8)b;
    __rbmc_nu8x8 r;
    for(int i = 0; i < 8; i++)
      r[i] = ((int)x[i] - (int)y[i]) >> 1;
    return (__rbmc_n8)r;
  }
  case 17:
  {
    __rbmc_nu16x4 x = (__rbmc_nu16x4)a, y = (__rbmc_nu16x4)b;
    __rbmc_nu16x4 r;
    for(int i = 0; i < 4; i++)
      r[i] = ((int)x[i] - (int)y[i]) >> 1;
    return (__rbmc_n8)r;
  }
  case 18:
  {
    __rbmc_nu32x2 x = (__rbmc_nu32x2)a, y = (__rbmc_nu32x2)b;
    __rbmc_nu32x2 r;
    for(int i = 0; i < 2; i++)
      r[i] = ((long long)x[i] - (long long)y[i]) >> 1;
    return (__rbmc_n8)r;
  }
  }
  __CPROVER_assert(0, "__builtin_neon_vhsub_v: unsupported type code");
  __rbmc_n8 any; /* nondeterministic */
  return any;
}

/* halving subtract (SHSUB, UHSUB): (a - b) >> 1, the difference taken exactly */
__rbmc_n16 __builtin_neon_vhsubq_v(__rbmc_n16 a, __rbmc_n16 b, int type)
{
__CPROVER_HIDE:;
  switch(type)
  {
  case 32:
  {
    __rbmc_ns8x16 x = (__rbmc_ns8x16)a, y = (__rbmc_ns8x16)b;
    __rbmc_nu8x16 r;
    for(int i = 0; i < 16; i++)
      r[i] = (unsigned char)(((int)x[i] - (int)y[i]) >> 1);
    return (__rbmc_n16)r;
  }
  case 33:
  {
    __rbmc_ns16x8 x = (__rbmc_ns16x8)a, y = (__rbmc_ns16x8)b;
    __rbmc_nu16x8 r;
    for(int i = 0; i < 8; i++)
      r[i] = (unsigned short)(((int)x[i] - (int)y[i]) >> 1);
    return (__rbmc_n16)r;
  }
  case 34:
  {
    __rbmc_ns32x4 x = (__rbmc_ns32x4)a, y = (__rbmc_ns32x4)b;
    __rbmc_nu32x4 r;
    for(int i = 0; i < 4; i++)
      r[i] = (unsigned int)(((long long)x[i] - (long long)y[i]) >> 1);
    return (__rbmc_n16)r;
  }
  case 48:
  {
    __rbmc_nu8x16 x = (__rbmc_nu8x16)a, y = (__rbmc_nu8x16)b;
    __rbmc_nu8x16 r;
    for(int i = 0; i < 16; i++)
      r[i] = ((int)x[i] - (int)y[i]) >> 1;
    return (__rbmc_n16)r;
  }
  case 49:
  {
    __rbmc_nu16x8 x = (__rbmc_nu16x8)a, y = (__rbmc_nu16x8)b;
    __rbmc_nu16x8 r;
    for(int i = 0; i < 8; i++)
      r[i] = ((int)x[i] - (int)y[i]) >> 1;
    return (__rbmc_n16)r;
  }
  case 50:
  {
    __rbmc_nu32x4 x = (__rbmc_nu32x4)a, y = (__rbmc_nu32x4)b;
    __rbmc_nu32x4 r;
    for(int i = 0; i < 4; i++)
      r[i] = ((long long)x[i] - (long long)y[i]) >> 1;
    return (__rbmc_n16)r;
  }
  }
  __CPROVER_assert(0, "__builtin_neon_vhsubq_v: unsupported type code");
  __rbmc_n16 any; /* nondeterministic */
  return any;
}

/* rounding halving add (SRHADD, URHADD): (a + b + 1) >> 1 without overflow */
__rbmc_n8 __builtin_neon_vrhadd_v(__rbmc_n8 a, __rbmc_n8 b, int type)
{
__CPROVER_HIDE:;
  switch(type)
  {
  case 0:
  {
    __rbmc_ns8x8 x = (__rbmc_ns8x8)a, y = (__rbmc_ns8x8)b;
    __rbmc_nu8x8 r;
    for(int i = 0; i < 8; i++)
      r[i] = (unsigned char)(((int)x[i] + (int)y[i] + 1) >> 1);
    return (__rbmc_n8)r;
  }
  case 1:
  {
    __rbmc_ns16x4 x = (__rbmc_ns16x4)a, y = (__rbmc_ns16x4)b;
    __rbmc_nu16x4 r;
    for(int i = 0; i < 4; i++)
      r[i] = (unsigned short)(((int)x[i] + (int)y[i] + 1) >> 1);
    return (__rbmc_n8)r;
  }
  case 2:
  {
    __rbmc_ns32x2 x = (__rbmc_ns32x2)a, y = (__rbmc_ns32x2)b;
    __rbmc_nu32x2 r;
    for(int i = 0; i < 2; i++)
      r[i] = (unsigned int)(((long long)x[i] + (long long)y[i] + 1) >> 1);
    return (__rbmc_n8)r;
  }
  case 16:
  {
    __rbmc_nu8x8 x = (__rbmc_nu8x8)a, y = (__rbmc_nu8x8)b;
    __rbmc_nu8x8 r;
    for(int i = 0; i < 8; i++)
      r[i] = ((int)x[i] + (int)y[i] + 1) >> 1;
    return (__rbmc_n8)r;
  }
  case 17:
  {
    __rbmc_nu16x4 x = (__rbmc_nu16x4)a, y = (__rbmc_nu16x4)b;
    __rbmc_nu16x4 r;
    for(int i = 0; i < 4; i++)
      r[i] = ((int)x[i] + (int)y[i] + 1) >> 1;
    return (__rbmc_n8)r;
  }
  case 18:
  {
    __rbmc_nu32x2 x = (__rbmc_nu32x2)a, y = (__rbmc_nu32x2)b;
    __rbmc_nu32x2 r;
    for(int i = 0; i < 2; i++)
      r[i] = ((long long)x[i] + (long long)y[i] + 1) >> 1;
    return (__rbmc_n8)r;
  }
  }
  __CPROVER_assert(0, "__builtin_neon_vrhadd_v: unsupported type code");
  __rbmc_n8 any; /* nondeterministic */
  return any;
}

/* rounding halving add (SRHADD, URHADD): (a + b + 1) >> 1 without overflow */
__rbmc_n16 __builtin_neon_vrhaddq_v(__rbmc_n16 a, __rbmc_n16 b, int type)
{
__CPROVER_HIDE:;
  switch(type)
  {
  case 32:
  {
    __rbmc_ns8x16 x = (__rbmc_ns8x16)a, y = (__rbmc_ns8x16)b;
    __rbmc_nu8x16 r;
    for(int i = 0; i < 16; i++)
      r[i] = (unsigned char)(((int)x[i] + (int)y[i] + 1) >> 1);
    return (__rbmc_n16)r;
  }
  case 33:
  {
    __rbmc_ns16x8 x = (__rbmc_ns16x8)a, y = (__rbmc_ns16x8)b;
    __rbmc_nu16x8 r;
    for(int i = 0; i < 8; i++)
      r[i] = (unsigned short)(((int)x[i] + (int)y[i] + 1) >> 1);
    return (__rbmc_n16)r;
  }
  case 34:
  {
    __rbmc_ns32x4 x = (__rbmc_ns32x4)a, y = (__rbmc_ns32x4)b;
    __rbmc_nu32x4 r;
    for(int i = 0; i < 4; i++)
      r[i] = (unsigned int)(((long long)x[i] + (long long)y[i] + 1) >> 1);
    return (__rbmc_n16)r;
  }
  case 48:
  {
    __rbmc_nu8x16 x = (__rbmc_nu8x16)a, y = (__rbmc_nu8x16)b;
    __rbmc_nu8x16 r;
    for(int i = 0; i < 16; i++)
      r[i] = ((int)x[i] + (int)y[i] + 1) >> 1;
    return (__rbmc_n16)r;
  }
  case 49:
  {
    __rbmc_nu16x8 x = (__rbmc_nu16x8)a, y = (__rbmc_nu16x8)b;
    __rbmc_nu16x8 r;
    for(int i = 0; i < 8; i++)
      r[i] = ((int)x[i] + (int)y[i] + 1) >> 1;
    return (__rbmc_n16)r;
  }
  case 50:
  {
    __rbmc_nu32x4 x = (__rbmc_nu32x4)a, y = (__rbmc_nu32x4)b;
    __rbmc_nu32x4 r;
    for(int i = 0; i < 4; i++)
      r[i] = ((long long)x[i] + (long long)y[i] + 1) >> 1;
    return (__rbmc_n16)r;
  }
  }
  __CPROVER_assert(0, "__builtin_neon_vrhaddq_v: unsupported type code");
  __rbmc_n16 any; /* nondeterministic */
  return any;
}

/* maximum (SMAX, UMAX) */
__rbmc_n8 __builtin_neon_vmax_v(__rbmc_n8 a, __rbmc_n8 b, int type)
{
__CPROVER_HIDE:;
  switch(type)
  {
  case 0:
  {
    __rbmc_ns8x8 x = (__rbmc_ns8x8)a, y = (__rbmc_ns8x8)b;
    __rbmc_nu8x8 r;
    for(int i = 0; i < 8; i++)
      r[i] = (unsigned char)(x[i] > y[i] ? x[i] : y[i]);
    return (__rbmc_n8)r;
  }
  case 1:
  {
    __rbmc_ns16x4 x = (__rbmc_ns16x4)a, y = (__rbmc_ns16x4)b;
    __rbmc_nu16x4 r;
    for(int i = 0; i < 4; i++)
      r[i] = (unsigned short)(x[i] > y[i] ? x[i] : y[i]);
    return (__rbmc_n8)r;
  }
  case 2:
  {
    __rbmc_ns32x2 x = (__rbmc_ns32x2)a, y = (__rbmc_ns32x2)b;
    __rbmc_nu32x2 r;
    for(int i = 0; i < 2; i++)
      r[i] = (unsigned int)(x[i] > y[i] ? x[i] : y[i]);
    return (__rbmc_n8)r;
  }
  case 16:
  {
    __rbmc_nu8x8 x = (__rbmc_nu8x8)a, y = (__rbmc_nu8x8)b;
    __rbmc_nu8x8 r;
    for(int i = 0; i < 8; i++)
      r[i] = x[i] > y[i] ? x[i] : y[i];
    return (__rbmc_n8)r;
  }
  case 17:
  {
    __rbmc_nu16x4 x = (__rbmc_nu16x4)a, y = (__rbmc_nu16x4)b;
    __rbmc_nu16x4 r;
    for(int i = 0; i < 4; i++)
      r[i] = x[i] > y[i] ? x[i] : y[i];
    return (__rbmc_n8)r;
  }
  case 18:
  {
    __rbmc_nu32x2 x = (__rbmc_nu32x2)a, y = (__rbmc_nu32x2)b;
    __rbmc_nu32x2 r;
    for(int i = 0; i < 2; i++)
      r[i] = x[i] > y[i] ? x[i] : y[i];
    return (__rbmc_n8)r;
  }
  }
  __CPROVER_assert(0, "__builtin_neon_vmax_v: unsupported type code");
  __rbmc_n8 any; /* nondeterministic */
  return any;
}

/* maximum (SMAX, UMAX) */
__rbmc_n16 __builtin_neon_vmaxq_v(__rbmc_n16 a, __rbmc_n16 b, int type)
{
__CPROVER_HIDE:;
  switch(type)
  {
  case 32:
  {
    __rbmc_ns8x16 x = (__rbmc_ns8x16)a, y = (__rbmc_ns8x16)b;
    __rbmc_nu8x16 r;
    for(int i = 0; i < 16; i++)
      r[i] = (unsigned char)(x[i] > y[i] ? x[i] : y[i]);
    return (__rbmc_n16)r;
  }
  case 33:
  {
    __rbmc_ns16x8 x = (__rbmc_ns16x8)a, y = (__rbmc_ns16x8)b;
    __rbmc_nu16x8 r;
    for(int i = 0; i < 8; i++)
      r[i] = (unsigned short)(x[i] > y[i] ? x[i] : y[i]);
    return (__rbmc_n16)r;
  }
  case 34:
  {
    __rbmc_ns32x4 x = (__rbmc_ns32x4)a, y = (__rbmc_ns32x4)b;
    __rbmc_nu32x4 r;
    for(int i = 0; i < 4; i++)
      r[i] = (unsigned int)(x[i] > y[i] ? x[i] : y[i]);
    return (__rbmc_n16)r;
  }
  case 48:
  {
    __rbmc_nu8x16 x = (__rbmc_nu8x16)a, y = (__rbmc_nu8x16)b;
    __rbmc_nu8x16 r;
    for(int i = 0; i < 16; i++)
      r[i] = x[i] > y[i] ? x[i] : y[i];
    return (__rbmc_n16)r;
  }
  case 49:
  {
    __rbmc_nu16x8 x = (__rbmc_nu16x8)a, y = (__rbmc_nu16x8)b;
    __rbmc_nu16x8 r;
    for(int i = 0; i < 8; i++)
      r[i] = x[i] > y[i] ? x[i] : y[i];
    return (__rbmc_n16)r;
  }
  case 50:
  {
    __rbmc_nu32x4 x = (__rbmc_nu32x4)a, y = (__rbmc_nu32x4)b;
    __rbmc_nu32x4 r;
    for(int i = 0; i < 4; i++)
      r[i] = x[i] > y[i] ? x[i] : y[i];
    return (__rbmc_n16)r;
  }
  }
  __CPROVER_assert(0, "__builtin_neon_vmaxq_v: unsupported type code");
  __rbmc_n16 any; /* nondeterministic */
  return any;
}

/* minimum (SMIN, UMIN) */
__rbmc_n8 __builtin_neon_vmin_v(__rbmc_n8 a, __rbmc_n8 b, int type)
{
__CPROVER_HIDE:;
  switch(type)
  {
  case 0:
  {
    __rbmc_ns8x8 x = (__rbmc_ns8x8)a, y = (__rbmc_ns8x8)b;
    __rbmc_nu8x8 r;
    for(int i = 0; i < 8; i++)
      r[i] = (unsigned char)(x[i] < y[i] ? x[i] : y[i]);
    return (__rbmc_n8)r;
  }
  case 1:
  {
    __rbmc_ns16x4 x = (__rbmc_ns16x4)a, y = (__rbmc_ns16x4)b;
    __rbmc_nu16x4 r;
    for(int i = 0; i < 4; i++)
      r[i] = (unsigned short)(x[i] < y[i] ? x[i] : y[i]);
    return (__rbmc_n8)r;
  }
  case 2:
  {
    __rbmc_ns32x2 x = (__rbmc_ns32x2)a, y = (__rbmc_ns32x2)b;
    __rbmc_nu32x2 r;
    for(int i = 0; i < 2; i++)
      r[i] = (unsigned int)(x[i] < y[i] ? x[i] : y[i]);
    return (__rbmc_n8)r;
  }
  case 16:
  {
    __rbmc_nu8x8 x = (__rbmc_nu8x8)a, y = (__rbmc_nu8x8)b;
    __rbmc_nu8x8 r;
    for(int i = 0; i < 8; i++)
      r[i] = x[i] < y[i] ? x[i] : y[i];
    return (__rbmc_n8)r;
  }
  case 17:
  {
    __rbmc_nu16x4 x = (__rbmc_nu16x4)a, y = (__rbmc_nu16x4)b;
    __rbmc_nu16x4 r;
    for(int i = 0; i < 4; i++)
      r[i] = x[i] < y[i] ? x[i] : y[i];
    return (__rbmc_n8)r;
  }
  case 18:
  {
    __rbmc_nu32x2 x = (__rbmc_nu32x2)a, y = (__rbmc_nu32x2)b;
    __rbmc_nu32x2 r;
    for(int i = 0; i < 2; i++)
      r[i] = x[i] < y[i] ? x[i] : y[i];
    return (__rbmc_n8)r;
  }
  }
  __CPROVER_assert(0, "__builtin_neon_vmin_v: unsupported type code");
  __rbmc_n8 any; /* nondeterministic */
  return any;
}

/* minimum (SMIN, UMIN) */
__rbmc_n16 __builtin_neon_vminq_v(__rbmc_n16 a, __rbmc_n16 b, int type)
{
__CPROVER_HIDE:;
  switch(type)
  {
  case 32:
  {
    __rbmc_ns8x16 x = (__rbmc_ns8x16)a, y = (__rbmc_ns8x16)b;
    __rbmc_nu8x16 r;
    for(int i = 0; i < 16; i++)
      r[i] = (unsigned char)(x[i] < y[i] ? x[i] : y[i]);
    return (__rbmc_n16)r;
  }
  case 33:
  {
    __rbmc_ns16x8 x = (__rbmc_ns16x8)a, y = (__rbmc_ns16x8)b;
    __rbmc_nu16x8 r;
    for(int i = 0; i < 8; i++)
      r[i] = (unsigned short)(x[i] < y[i] ? x[i] : y[i]);
    return (__rbmc_n16)r;
  }
  case 34:
  {
    __rbmc_ns32x4 x = (__rbmc_ns32x4)a, y = (__rbmc_ns32x4)b;
    __rbmc_nu32x4 r;
    for(int i = 0; i < 4; i++)
      r[i] = (unsigned int)(x[i] < y[i] ? x[i] : y[i]);
    return (__rbmc_n16)r;
  }
  case 48:
  {
    __rbmc_nu8x16 x = (__rbmc_nu8x16)a, y = (__rbmc_nu8x16)b;
    __rbmc_nu8x16 r;
    for(int i = 0; i < 16; i++)
      r[i] = x[i] < y[i] ? x[i] : y[i];
    return (__rbmc_n16)r;
  }
  case 49:
  {
    __rbmc_nu16x8 x = (__rbmc_nu16x8)a, y = (__rbmc_nu16x8)b;
    __rbmc_nu16x8 r;
    for(int i = 0; i < 8; i++)
      r[i] = x[i] < y[i] ? x[i] : y[i];
    return (__rbmc_n16)r;
  }
  case 50:
  {
    __rbmc_nu32x4 x = (__rbmc_nu32x4)a, y = (__rbmc_nu32x4)b;
    __rbmc_nu32x4 r;
    for(int i = 0; i < 4; i++)
      r[i] = x[i] < y[i] ? x[i] : y[i];
    return (__rbmc_n16)r;
  }
  }
  __CPROVER_assert(0, "__builtin_neon_vminq_v: unsupported type code");
  __rbmc_n16 any; /* nondeterministic */
  return any;
}

/* saturating add (SQADD, UQADD): the exact sum clamped to the lane range */
__rbmc_n8 __builtin_neon_vqadd_v(__rbmc_n8 a, __rbmc_n8 b, int type)
{
__CPROVER_HIDE:;
  switch(type)
  {
  case 0:
  {
    __rbmc_ns8x8 x = (__rbmc_ns8x8)a, y = (__rbmc_ns8x8)b;
    __rbmc_nu8x8 r;
    for(int i = 0; i < 8; i++)
    {
      int s = (int)x[i] + (int)y[i];
      r[i] = (unsigned char)(s > 127 ? 127 : s < -128 ? -128 : s);
    }
    return (__rbmc_n8)r;
  }
  case 1:
  {
    __rbmc_ns16x4 x = (__rbmc_ns16x4)a, y = (__rbmc_ns16x4)b;
    __rbmc_nu16x4 r;
    for(int i = 0; i < 4; i++)
    {
      int s = (int)x[i] + (int)y[i];
      r[i] = (unsigned short)(s > 32767 ? 32767 : s < -32768 ? -32768 : s);
    }
    return (__rbmc_n8)r;
  }
  case 2:
  {
    __rbmc_ns32x2 x = (__rbmc_ns32x2)a, y = (__rbmc_ns32x2)b;
    __rbmc_nu32x2 r;
    for(int i = 0; i < 2; i++)
    {
      long long s = (long long)x[i] + (long long)y[i];
      r[i] = (unsigned int)(s > 2147483647 ? 2147483647 : s < (-2147483647LL - 1) ? (-2147483647LL - 1) : s);
    }
    return (__rbmc_n8)r;
  }
  case 3:
  {
    __rbmc_ns64x1 x = (__rbmc_ns64x1)a, y = (__rbmc_ns64x1)b;
    __rbmc_nu64x1 r;
    for(int i = 0; i < 1; i++)
    {
      unsigned long long ux = x[i], uy = y[i], s = ux + uy;
      r[i] = (unsigned long long)(((ux ^ s) & (uy ^ s)) >> 63 ? (ux >> 63) + 0x7fffffffffffffffULL : s);
    }
    return (__rbmc_n8)r;
  }
  case 16:
  {
    __rbmc_nu8x8 x = (__rbmc_nu8x8)a, y = (__rbmc_nu8x8)b;
    __rbmc_nu8x8 r;
    for(int i = 0; i < 8; i++)
    {
      int s = (int)x[i] + (int)y[i];
      r[i] = s > 255 ? 255 : s < 0 ? 0 : s;
    }
    return (__rbmc_n8)r;
  }
  case 17:
  {
    __rbmc_nu16x4 x = (__rbmc_nu16x4)a, y = (__rbmc_nu16x4)b;
    __rbmc_nu16x4 r;
    for(int i = 0; i < 4; i++)
    {
      int s = (int)x[i] + (int)y[i];
      r[i] = s > 65535 ? 65535 : s < 0 ? 0 : s;
    }
    return (__rbmc_n8)r;
  }
  case 18:
  {
    __rbmc_nu32x2 x = (__rbmc_nu32x2)a, y = (__rbmc_nu32x2)b;
    __rbmc_nu32x2 r;
    for(int i = 0; i < 2; i++)
    {
      long long s = (long long)x[i] + (long long)y[i];
      r[i] = s > 4294967295LL ? 4294967295LL : s < 0 ? 0 : s;
    }
    return (__rbmc_n8)r;
  }
  case 19:
  {
    __rbmc_nu64x1 x = (__rbmc_nu64x1)a, y = (__rbmc_nu64x1)b;
    __rbmc_nu64x1 r;
    for(int i = 0; i < 1; i++)
    {
      unsigned long long s = x[i] + y[i];
      r[i] = s < x[i] ? ~0ULL : s;
    }
    return (__rbmc_n8)r;
  }
  }
  __CPROVER_assert(0, "__builtin_neon_vqadd_v: unsupported type code");
  __rbmc_n8 any; /* nondeterministic */
  return any;
}

/* saturating add (SQADD, UQADD): the exact sum clamped to the lane range */
__rbmc_n16 __builtin_neon_vqaddq_v(__rbmc_n16 a, __rbmc_n16 b, int type)
{
__CPROVER_HIDE:;
  switch(type)
  {
  case 32:
  {
    __rbmc_ns8x16 x = (__rbmc_ns8x16)a, y = (__rbmc_ns8x16)b;
    __rbmc_nu8x16 r;
    for(int i = 0; i < 16; i++)
    {
      int s = (int)x[i] + (int)y[i];
      r[i] = (unsigned char)(s > 127 ? 127 : s < -128 ? -128 : s);
    }
    return (__rbmc_n16)r;
  }
  case 33:
  {
    __rbmc_ns16x8 x = (__rbmc_ns16x8)a, y = (__rbmc_ns16x8)b;
    __rbmc_nu16x8 r;
    for(int i = 0; i < 8; i++)
    {
      int s = (int)x[i] + (int)y[i];
      r[i] = (unsigned short)(s > 32767 ? 32767 : s < -32768 ? -32768 : s);
    }
    return (__rbmc_n16)r;
  }
  case 34:
  {
    __rbmc_ns32x4 x = (__rbmc_ns32x4)a, y = (__rbmc_ns32x4)b;
    __rbmc_nu32x4 r;
    for(int i = 0; i < 4; i++)
    {
      long long s = (long long)x[i] + (long long)y[i];
      r[i] = (unsigned int)(s > 2147483647 ? 2147483647 : s < (-2147483647LL - 1) ? (-2147483647LL - 1) : s);
    }
    return (__rbmc_n16)r;
  }
  case 35:
  {
    __rbmc_ns64x2 x = (__rbmc_ns64x2)a, y = (__rbmc_ns64x2)b;
    __rbmc_nu64x2 r;
    for(int i = 0; i < 2; i++)
    {
      unsigned long long ux = x[i], uy = y[i], s = ux + uy;
      r[i] = (unsigned long long)(((ux ^ s) & (uy ^ s)) >> 63 ? (ux >> 63) + 0x7fffffffffffffffULL : s);
    }
    return (__rbmc_n16)r;
  }
  case 48:
  {
    __rbmc_nu8x16 x = (__rbmc_nu8x16)a, y = (__rbmc_nu8x16)b;
    __rbmc_nu8x16 r;
    for(int i = 0; i < 16; i++)
    {
      int s = (int)x[i] + (int)y[i];
      r[i] = s > 255 ? 255 : s < 0 ? 0 : s;
    }
    return (__rbmc_n16)r;
  }
  case 49:
  {
    __rbmc_nu16x8 x = (__rbmc_nu16x8)a, y = (__rbmc_nu16x8)b;
    __rbmc_nu16x8 r;
    for(int i = 0; i < 8; i++)
    {
      int s = (int)x[i] + (int)y[i];
      r[i] = s > 65535 ? 65535 : s < 0 ? 0 : s;
    }
    return (__rbmc_n16)r;
  }
  case 50:
  {
    __rbmc_nu32x4 x = (__rbmc_nu32x4)a, y = (__rbmc_nu32x4)b;
    __rbmc_nu32x4 r;
    for(int i = 0; i < 4; i++)
    {
      long long s = (long long)x[i] + (long long)y[i];
      r[i] = s > 4294967295LL ? 4294967295LL : s < 0 ? 0 : s;
    }
    return (__rbmc_n16)r;
  }
  case 51:
  {
    __rbmc_nu64x2 x = (__rbmc_nu64x2)a, y = (__rbmc_nu64x2)b;
    __rbmc_nu64x2 r;
    for(int i = 0; i < 2; i++)
    {
      unsigned long long s = x[i] + y[i];
      r[i] = s < x[i] ? ~0ULL : s;
    }
    return (__rbmc_n16)r;
  }
  }
  __CPROVER_assert(0, "__builtin_neon_vqaddq_v: unsupported type code");
  __rbmc_n16 any; /* nondeterministic */
  return any;
}

/* saturating subtract (SQSUB, UQSUB): the exact difference clamped */
__rbmc_n8 __builtin_neon_vqsub_v(__rbmc_n8 a, __rbmc_n8 b, int type)
{
__CPROVER_HIDE:;
  switch(type)
  {
  case 0:
  {
    __rbmc_ns8x8 x = (__rbmc_ns8x8)a, y = (__rbmc_ns8x8)b;
    __rbmc_nu8x8 r;
    for(int i = 0; i < 8; i++)
    {
      int s = (int)x[i] - (int)y[i];
      r[i] = (unsigned char)(s > 127 ? 127 : s < -128 ? -128 : s);
    }
    return (__rbmc_n8)r;
  }
  case 1:
  {
    __rbmc_ns16x4 x = (__rbmc_ns16x4)a, y = (__rbmc_ns16x4)b;
    __rbmc_nu16x4 r;
    for(int i = 0; i < 4; i++)
    {
      int s = (int)x[i] - (int)y[i];
      r[i] = (unsigned short)(s > 32767 ? 32767 : s < -32768 ? -32768 : s);
    }
    return (__rbmc_n8)r;
  }
  case 2:
  {
    __rbmc_ns32x2 x = (__rbmc_ns32x2)a, y = (__rbmc_ns32x2)b;
    __rbmc_nu32x2 r;
    for(int i = 0; i < 2; i++)
    {
      long long s = (long long)x[i] - (long long)y[i];
      r[i] = (unsigned int)(s > 2147483647 ? 2147483647 : s < (-2147483647LL - 1) ? (-2147483647LL - 1) : s);
    }
    return (__rbmc_n8)r;
  }
  case 3:
  {
    __rbmc_ns64x1 x = (__rbmc_ns64x1)a, y = (__rbmc_ns64x1)b;
    __rbmc_nu64x1 r;
    for(int i = 0; i < 1; i++)
    {
      unsigned long long ux = x[i], uy = y[i], s = ux - uy;
      r[i] = (unsigned long long)(((ux ^ uy) & (ux ^ s)) >> 63 ? (ux >> 63) + 0x7fffffffffffffffULL : s);
    }
    return (__rbmc_n8)r;
  }
  case 16:
  {
    __rbmc_nu8x8 x = (__rbmc_nu8x8)a, y = (__rbmc_nu8x8)b;
    __rbmc_nu8x8 r;
    for(int i = 0; i < 8; i++)
    {
      int s = (int)x[i] - (int)y[i];
      r[i] = s > 255 ? 255 : s < 0 ? 0 : s;
    }
    return (__rbmc_n8)r;
  }
  case 17:
  {
    __rbmc_nu16x4 x = (__rbmc_nu16x4)a, y = (__rbmc_nu16x4)b;
    __rbmc_nu16x4 r;
    for(int i = 0; i < 4; i++)
    {
      int s = (int)x[i] - (int)y[i];
      r[i] = s > 65535 ? 65535 : s < 0 ? 0 : s;
    }
    return (__rbmc_n8)r;
  }
  case 18:
  {
    __rbmc_nu32x2 x = (__rbmc_nu32x2)a, y = (__rbmc_nu32x2)b;
    __rbmc_nu32x2 r;
    for(int i = 0; i < 2; i++)
    {
      long long s = (long long)x[i] - (long long)y[i];
      r[i] = s > 4294967295LL ? 4294967295LL : s < 0 ? 0 : s;
    }
    return (__rbmc_n8)r;
  }
  case 19:
  {
    __rbmc_nu64x1 x = (__rbmc_nu64x1)a, y = (__rbmc_nu64x1)b;
    __rbmc_nu64x1 r;
    for(int i = 0; i < 1; i++)
      r[i] = x[i] > y[i] ? x[i] - y[i] : 0;
    return (__rbmc_n8)r;
  }
  }
  __CPROVER_assert(0, "__builtin_neon_vqsub_v: unsupported type code");
  __rbmc_n8 any; /* nondeterministic */
  return any;
}

/* saturating subtract (SQSUB, UQSUB): the exact difference clamped */
__rbmc_n16 __builtin_neon_vqsubq_v(__rbmc_n16 a, __rbmc_n16 b, int type)
{
__CPROVER_HIDE:;
  switch(type)
  {
  case 32:
  {
    __rbmc_ns8x16 x = (__rbmc_ns8x16)a, y = (__rbmc_ns8x16)b;
    __rbmc_nu8x16 r;
    for(int i = 0; i < 16; i++)
    {
      int s = (int)x[i] - (int)y[i];
      r[i] = (unsigned char)(s > 127 ? 127 : s < -128 ? -128 : s);
    }
    return (__rbmc_n16)r;
  }
  case 33:
  {
    __rbmc_ns16x8 x = (__rbmc_ns16x8)a, y = (__rbmc_ns16x8)b;
    __rbmc_nu16x8 r;
    for(int i = 0; i < 8; i++)
    {
      int s = (int)x[i] - (int)y[i];
      r[i] = (unsigned short)(s > 32767 ? 32767 : s < -32768 ? -32768 : s);
    }
    return (__rbmc_n16)r;
  }
  case 34:
  {
    __rbmc_ns32x4 x = (__rbmc_ns32x4)a, y = (__rbmc_ns32x4)b;
    __rbmc_nu32x4 r;
    for(int i = 0; i < 4; i++)
    {
      long long s = (long long)x[i] - (long long)y[i];
      r[i] = (unsigned int)(s > 2147483647 ? 2147483647 : s < (-2147483647LL - 1) ? (-2147483647LL - 1) : s);
    }
    return (__rbmc_n16)r;
  }
  case 35:
  {
    __rbmc_ns64x2 x = (__rbmc_ns64x2)a, y = (__rbmc_ns64x2)b;
    __rbmc_nu64x2 r;
    for(int i = 0; i < 2; i++)
    {
      unsigned long long ux = x[i], uy = y[i], s = ux - uy;
      r[i] = (unsigned long long)(((ux ^ uy) & (ux ^ s)) >> 63 ? (ux >> 63) + 0x7fffffffffffffffULL : s);
    }
    return (__rbmc_n16)r;
  }
  case 48:
  {
    __rbmc_nu8x16 x = (__rbmc_nu8x16)a, y = (__rbmc_nu8x16)b;
    __rbmc_nu8x16 r;
    for(int i = 0; i < 16; i++)
    {
      int s = (int)x[i] - (int)y[i];
      r[i] = s > 255 ? 255 : s < 0 ? 0 : s;
    }
    return (__rbmc_n16)r;
  }
  case 49:
  {
    __rbmc_nu16x8 x = (__rbmc_nu16x8)a, y = (__rbmc_nu16x8)b;
    __rbmc_nu16x8 r;
    for(int i = 0; i < 8; i++)
    {
      int s = (int)x[i] - (int)y[i];
      r[i] = s > 65535 ? 65535 : s < 0 ? 0 : s;
    }
    return (__rbmc_n16)r;
  }
  case 50:
  {
    __rbmc_nu32x4 x = (__rbmc_nu32x4)a, y = (__rbmc_nu32x4)b;
    __rbmc_nu32x4 r;
    for(int i = 0; i < 4; i++)
    {
      long long s = (long long)x[i] - (long long)y[i];
      r[i] = s > 4294967295LL ? 4294967295LL : s < 0 ? 0 : s;
    }
    return (__rbmc_n16)r;
  }
  case 51:
  {
    __rbmc_nu64x2 x = (__rbmc_nu64x2)a, y = (__rbmc_nu64x2)b;
    __rbmc_nu64x2 r;
    for(int i = 0; i < 2; i++)
      r[i] = x[i] > y[i] ? x[i] - y[i] : 0;
    return (__rbmc_n16)r;
  }
  }
  __CPROVER_assert(0, "__builtin_neon_vqsubq_v: unsupported type code");
  __rbmc_n16 any; /* nondeterministic */
  return any;
}

/* test bits (CMTST): all ones where a & b is non-zero, else zero */
__rbmc_n8 __builtin_neon_vtst_v(__rbmc_n8 a, __rbmc_n8 b, int type)
{
__CPROVER_HIDE:;
  switch(type)
  {
  case 0:
  {
    __rbmc_ns8x8 x = (__rbmc_ns8x8)a, y = (__rbmc_ns8x8)b;
    __rbmc_nu8x8 r;
    for(int i = 0; i < 8; i++)
      r[i] = (unsigned char)((x[i] & y[i]) != 0 ? ~0ULL : 0);
    return (__rbmc_n8)r;
  }
  case 1:
  {
    __rbmc_ns16x4 x = (__rbmc_ns16x4)a, y = (__rbmc_ns16x4)b;
    __rbmc_nu16x4 r;
    for(int i = 0; i < 4; i++)
      r[i] = (unsigned short)((x[i] & y[i]) != 0 ? ~0ULL : 0);
    return (__rbmc_n8)r;
  }
  case 2:
  {
    __rbmc_ns32x2 x = (__rbmc_ns32x2)a, y = (__rbmc_ns32x2)b;
    __rbmc_nu32x2 r;
    for(int i = 0; i < 2; i++)
      r[i] = (unsigned int)((x[i] & y[i]) != 0 ? ~0ULL : 0);
    return (__rbmc_n8)r;
  }
  case 3:
  {
    __rbmc_ns64x1 x = (__rbmc_ns64x1)a, y = (__rbmc_ns64x1)b;
    __rbmc_nu64x1 r;
    for(int i = 0; i < 1; i++)
      r[i] = (unsigned long long)((x[i] & y[i]) != 0 ? ~0ULL : 0);
    return (__rbmc_n8)r;
  }
  case 16: case 4:
  {
    __rbmc_nu8x8 x = (__rbmc_nu8x8)a, y = (__rbmc_nu8x8)b;
    __rbmc_nu8x8 r;
    for(int i = 0; i < 8; i++)
      r[i] = (x[i] & y[i]) != 0 ? (unsigned char)~0ULL : 0;
    return (__rbmc_n8)r;
  }
  case 17: case 5:
  {
    __rbmc_nu16x4 x = (__rbmc_nu16x4)a, y = (__rbmc_nu16x4)b;
    __rbmc_nu16x4 r;
    for(int i = 0; i < 4; i++)
      r[i] = (x[i] & y[i]) != 0 ? (unsigned short)~0ULL : 0;
    return (__rbmc_n8)r;
  }
  case 18:
  {
    __rbmc_nu32x2 x = (__rbmc_nu32x2)a, y = (__rbmc_nu32x2)b;
    __rbmc_nu32x2 r;
    for(int i = 0; i < 2; i++)
      r[i] = (x[i] & y[i]) != 0 ? (unsigned int)~0ULL : 0;
    return (__rbmc_n8)r;
  }
  case 19:
  {
    __rbmc_nu64x1 x = (__rbmc_nu64x1)a, y = (__rbmc_nu64x1)b;
    __rbmc_nu64x1 r;
    for(int i = 0; i < 1; i++)
      r[i] = (x[i] & y[i]) != 0 ? (unsigned long long)~0ULL : 0;
    return (__rbmc_n8)r;
  }
  }
  __CPROVER_assert(0, "__builtin_neon_vtst_v: unsupported type code");
  __rbmc_n8 any; /* nondeterministic */
  return any;
}

/* test bits (CMTST): all ones where a & b is non-zero, else zero */
__rbmc_n16 __builtin_neon_vtstq_v(__rbmc_n16 a, __rbmc_n16 b, int type)
{
__CPROVER_HIDE:;
  switch(type)
  {
  case 32:
  {
    __rbmc_ns8x16 x = (__rbmc_ns8x16)a, y = (__rbmc_ns8x16)b;
    __rbmc_nu8x16 r;
    for(int i = 0; i < 16; i++)
      r[i] = (unsigned char)((x[i] & y[i]) != 0 ? ~0ULL : 0);
    return (__rbmc_n16)r;
  }
  case 33:
  {
    __rbmc_ns16x8 x = (__rbmc_ns16x8)a, y = (__rbmc_ns16x8)b;
    __rbmc_nu16x8 r;
    for(int i = 0; i < 8; i++)
      r[i] = (unsigned short)((x[i] & y[i]) != 0 ? ~0ULL : 0);
    return (__rbmc_n16)r;
  }
  case 34:
  {
    __rbmc_ns32x4 x = (__rbmc_ns32x4)a, y = (__rbmc_ns32x4)b;
    __rbmc_nu32x4 r;
    for(int i = 0; i < 4; i++)
      r[i] = (unsigned int)((x[i] & y[i]) != 0 ? ~0ULL : 0);
    return (__rbmc_n16)r;
  }
  case 35:
  {
    __rbmc_ns64x2 x = (__rbmc_ns64x2)a, y = (__rbmc_ns64x2)b;
    __rbmc_nu64x2 r;
    for(int i = 0; i < 2; i++)
      r[i] = (unsigned long long)((x[i] & y[i]) != 0 ? ~0ULL : 0);
    return (__rbmc_n16)r;
  }
  case 48: case 36:
  {
    __rbmc_nu8x16 x = (__rbmc_nu8x16)a, y = (__rbmc_nu8x16)b;
    __rbmc_nu8x16 r;
    for(int i = 0; i < 16; i++)
      r[i] = (x[i] & y[i]) != 0 ? (unsigned char)~0ULL : 0;
    return (__rbmc_n16)r;
  }
  case 49: case 37:
  {
    __rbmc_nu16x8 x = (__rbmc_nu16x8)a, y = (__rbmc_nu16x8)b;
    __rbmc_nu16x8 r;
    for(int i = 0; i < 8; i++)
      r[i] = (x[i] & y[i]) != 0 ? (unsigned short)~0ULL : 0;
    return (__rbmc_n16)r;
  }
  case 50:
  {
    __rbmc_nu32x4 x = (__rbmc_nu32x4)a, y = (__rbmc_nu32x4)b;
    __rbmc_nu32x4 r;
    for(int i = 0; i < 4; i++)
      r[i] = (x[i] & y[i]) != 0 ? (unsigned int)~0ULL : 0;
    return (__rbmc_n16)r;
  }
  case 51:
  {
    __rbmc_nu64x2 x = (__rbmc_nu64x2)a, y = (__rbmc_nu64x2)b;
    __rbmc_nu64x2 r;
    for(int i = 0; i < 2; i++)
      r[i] = (x[i] & y[i]) != 0 ? (unsigned long long)~0ULL : 0;
    return (__rbmc_n16)r;
  }
  }
  __CPROVER_assert(0, "__builtin_neon_vtstq_v: unsupported type code");
  __rbmc_n16 any; /* nondeterministic */
  return any;
}

/* pairwise add (ADDP): adjacent pairs of a, then of b, wrapping */
__rbmc_n8 __builtin_neon_vpadd_v(__rbmc_n8 a, __rbmc_n8 b, int type)
{
__CPROVER_HIDE:;
  switch(type)
  {
  case 0:
  {
    __rbmc_ns8x8 x = (__rbmc_ns8x8)a, y = (__rbmc_ns8x8)b;
    __rbmc_nu8x8 r;
    for(int k = 0; k < 4; k++)
      r[k] = (unsigned char)x[2 * k] + (unsigned char)x[2 * k + 1];
    for(int k = 0; k < 4; k++)
      r[4 + k] = (unsigned char)y[2 * k] + (unsigned char)y[2 * k + 1];
    return (__rbmc_n8)r;
  }
  case 1:
  {
    __rbmc_ns16x4 x = (__rbmc_ns16x4)a, y = (__rbmc_ns16x4)b;
    __rbmc_nu16x4 r;
    for(int k = 0; k < 2; k++)
      r[k] = (unsigned short)x[2 * k] + (unsigned short)x[2 * k + 1];
    for(int k = 0; k < 2; k++)
      r[2 + k] = (unsigned short)y[2 * k] + (unsigned short)y[2 * k + 1];
    return (__rbmc_n8)r;
  }
  case 2:
  {
    __rbmc_ns32x2 x = (__rbmc_ns32x2)a, y = (__rbmc_ns32x2)b;
    __rbmc_nu32x2 r;
    for(int k = 0; k < 1; k++)
      r[k] = (unsigned int)x[2 * k] + (unsigned int)x[2 * k + 1];
    for(int k = 0; k < 1; k++)
      r[1 + k] = (unsigned int)y[2 * k] + (unsigned int)y[2 * k + 1];
    return (__rbmc_n8)r;
  }
  case 16:
  {
    __rbmc_nu8x8 x = (__rbmc_nu8x8)a, y = (__rbmc_nu8x8)b;
    __rbmc_nu8x8 r;
    for(int k = 0; k < 4; k++)
      r[k] = (unsigned char)x[2 * k] + (unsigned char)x[2 * k + 1];
    for(int k = 0; k < 4; k++)
      r[4 + k] = (unsigned char)y[2 * k] + (unsigned char)y[2 * k + 1];
    return (__rbmc_n8)r;
  }
  case 17:
  {
    __rbmc_nu16x4 x = (__rbmc_nu16x4)a, y = (__rbmc_nu16x4)b;
    __rbmc_nu16x4 r;
    for(int k = 0; k < 2; k++)
      r[k] = (unsigned short)x[2 * k] + (unsigned short)x[2 * k + 1];
    for(int k = 0; k < 2; k++)
      r[2 + k] = (unsigned short)y[2 * k] + (unsigned short)y[2 * k + 1];
    return (__rbmc_n8)r;
  }
  case 18:
  {
    __rbmc_nu32x2 x = (__rbmc_nu32x2)a, y = (__rbmc_nu32x2)b;
    __rbmc_nu32x2 r;
    for(int k = 0; k < 1; k++)
      r[k] = (unsigned int)x[2 * k] + (unsigned int)x[2 * k + 1];
    for(int k = 0; k < 1; k++)
      r[1 + k] = (unsigned int)y[2 * k] + (unsigned int)y[2 * k + 1];
    return (__rbmc_n8)r;
  }
  }
  __CPROVER_assert(0, "__builtin_neon_vpadd_v: unsupported type code");
  __rbmc_n8 any; /* nondeterministic */
  return any;
}

/* pairwise add (ADDP): adjacent pairs of a, then of b, wrapping */
__rbmc_n16 __builtin_neon_vpaddq_v(__rbmc_n16 a, __rbmc_n16 b, int type)
{
__CPROVER_HIDE:;
  switch(type)
  {
  case 32:
  {
    __rbmc_ns8x16 x = (__rbmc_ns8x16)a, y = (__rbmc_ns8x16)b;
    __rbmc_nu8x16 r;
    for(int k = 0; k < 8; k++)
      r[k] = (unsigned char)x[2 * k] + (unsigned char)x[2 * k + 1];
    for(int k = 0; k < 8; k++)
      r[8 + k] = (unsigned char)y[2 * k] + (unsigned char)y[2 * k + 1];
    return (__rbmc_n16)r;
  }
  case 33:
  {
    __rbmc_ns16x8 x = (__rbmc_ns16x8)a, y = (__rbmc_ns16x8)b;
    __rbmc_nu16x8 r;
    for(int k = 0; k < 4; k++)
      r[k] = (unsigned short)x[2 * k] + (unsigned short)x[2 * k + 1];
    for(int k = 0; k < 4; k++)
      r[4 + k] = (unsigned short)y[2 * k] + (unsigned short)y[2 * k + 1];
    return (__rbmc_n16)r;
  }
  case 34:
  {
    __rbmc_ns32x4 x = (__rbmc_ns32x4)a, y = (__rbmc_ns32x4)b;
    __rbmc_nu32x4 r;
    for(int k = 0; k < 2; k++)
      r[k] = (unsigned int)x[2 * k] + (unsigned int)x[2 * k + 1];
    for(int k = 0; k < 2; k++)
      r[2 + k] = (unsigned int)y[2 * k] + (unsigned int)y[2 * k + 1];
    return (__rbmc_n16)r;
  }
  case 35:
  {
    __rbmc_ns64x2 x = (__rbmc_ns64x2)a, y = (__rbmc_ns64x2)b;
    __rbmc_nu64x2 r;
    for(int k = 0; k < 1; k++)
      r[k] = (unsigned long long)x[2 * k] + (unsigned long long)x[2 * k + 1];
    for(int k = 0; k < 1; k++)
      r[1 + k] = (unsigned long long)y[2 * k] + (unsigned long long)y[2 * k + 1];
    return (__rbmc_n16)r;
  }
  case 48:
  {
    __rbmc_nu8x16 x = (__rbmc_nu8x16)a, y = (__rbmc_nu8x16)b;
    __rbmc_nu8x16 r;
    for(int k = 0; k < 8; k++)
      r[k] = (unsigned char)x[2 * k] + (unsigned char)x[2 * k + 1];
    for(int k = 0; k < 8; k++)
      r[8 + k] = (unsigned char)y[2 * k] + (unsigned char)y[2 * k + 1];
    return (__rbmc_n16)r;
  }
  case 49:
  {
    __rbmc_nu16x8 x = (__rbmc_nu16x8)a, y = (__rbmc_nu16x8)b;
    __rbmc_nu16x8 r;
    for(int k = 0; k < 4; k++)
      r[k] = (unsigned short)x[2 * k] + (unsigned short)x[2 * k + 1];
    for(int k = 0; k < 4; k++)
      r[4 + k] = (unsigned short)y[2 * k] + (unsigned short)y[2 * k + 1];
    return (__rbmc_n16)r;
  }
  case 50:
  {
    __rbmc_nu32x4 x = (__rbmc_nu32x4)a, y = (__rbmc_nu32x4)b;
    __rbmc_nu32x4 r;
    for(int k = 0; k < 2; k++)
      r[k] = (unsigned int)x[2 * k] + (unsigned int)x[2 * k + 1];
    for(int k = 0; k < 2; k++)
      r[2 + k] = (unsigned int)y[2 * k] + (unsigned int)y[2 * k + 1];
    return (__rbmc_n16)r;
  }
  case 51:
  {
    __rbmc_nu64x2 x = (__rbmc_nu64x2)a, y = (__rbmc_nu64x2)b;
    __rbmc_nu64x2 r;
    for(int k = 0; k < 1; k++)
      r[k] = (unsigned long long)x[2 * k] + (unsigned long long)x[2 * k + 1];
    for(int k = 0; k < 1; k++)
      r[1 + k] = (unsigned long long)y[2 * k] + (unsigned long long)y[2 * k + 1];
    return (__rbmc_n16)r;
  }
  }
  __CPROVER_assert(0, "__builtin_neon_vpaddq_v: unsupported type code");
  __rbmc_n16 any; /* nondeterministic */
  return any;
}

/* pairwise maximum (SMAXP, UMAXP): adjacent pairs of a, then of b */
__rbmc_n8 __builtin_neon_vpmax_v(__rbmc_n8 a, __rbmc_n8 b, int type)
{
__CPROVER_HIDE:;
  switch(type)
  {
  case 0:
  {
    __rbmc_ns8x8 x = (__rbmc_ns8x8)a, y = (__rbmc_ns8x8)b;
    __rbmc_nu8x8 r;
    for(int k = 0; k < 4; k++)
      r[k] = (unsigned char)(x[2 * k] > x[2 * k + 1] ? x[2 * k] : x[2 * k + 1]);
    for(int k = 0; k < 4; k++)
      r[4 + k] = (unsigned char)(y[2 * k] > y[2 * k + 1] ? y[2 * k] : y[2 * k + 1]);
    return (__rbmc_n8)r;
  }
  case 1:
  {
    __rbmc_ns16x4 x = (__rbmc_ns16x4)a, y = (__rbmc_ns16x4)b;
    __rbmc_nu16x4 r;
    for(int k = 0; k < 2; k++)
      r[k] = (unsigned short)(x[2 * k] > x[2 * k + 1] ? x[2 * k] : x[2 * k + 1]);
    for(int k = 0; k < 2; k++)
      r[2 + k] = (unsigned short)(y[2 * k] > y[2 * k + 1] ? y[2 * k] : y[2 * k + 1]);
    return (__rbmc_n8)r;
  }
  case 2:
  {
    __rbmc_ns32x2 x = (__rbmc_ns32x2)a, y = (__rbmc_ns32x2)b;
    __rbmc_nu32x2 r;
    for(int k = 0; k < 1; k++)
      r[k] = (unsigned int)(x[2 * k] > x[2 * k + 1] ? x[2 * k] : x[2 * k + 1]);
    for(int k = 0; k < 1; k++)
      r[1 + k] = (unsigned int)(y[2 * k] > y[2 * k + 1] ? y[2 * k] : y[2 * k + 1]);
    return (__rbmc_n8)r;
  }
  case 16:
  {
    __rbmc_nu8x8 x = (__rbmc_nu8x8)a, y = (__rbmc_nu8x8)b;
    __rbmc_nu8x8 r;
    for(int k = 0; k < 4; k++)
      r[k] = x[2 * k] > x[2 * k + 1] ? x[2 * k] : x[2 * k + 1];
    for(int k = 0; k < 4; k++)
      r[4 + k] = y[2 * k] > y[2 * k + 1] ? y[2 * k] : y[2 * k + 1];
    return (__rbmc_n8)r;
  }
  case 17:
  {
    __rbmc_nu16x4 x = (__rbmc_nu16x4)a, y = (__rbmc_nu16x4)b;
    __rbmc_nu16x4 r;
    for(int k = 0; k < 2; k++)
      r[k] = x[2 * k] > x[2 * k + 1] ? x[2 * k] : x[2 * k + 1];
    for(int k = 0; k < 2; k++)
      r[2 + k] = y[2 * k] > y[2 * k + 1] ? y[2 * k] : y[2 * k + 1];
    return (__rbmc_n8)r;
  }
  case 18:
  {
    __rbmc_nu32x2 x = (__rbmc_nu32x2)a, y = (__rbmc_nu32x2)b;
    __rbmc_nu32x2 r;
    for(int k = 0; k < 1; k++)
      r[k] = x[2 * k] > x[2 * k + 1] ? x[2 * k] : x[2 * k + 1];
    for(int k = 0; k < 1; k++)
      r[1 + k] = y[2 * k] > y[2 * k + 1] ? y[2 * k] : y[2 * k + 1];
    return (__rbmc_n8)r;
  }
  }
  __CPROVER_assert(0, "__builtin_neon_vpmax_v: unsupported type code");
  __rbmc_n8 any; /* nondeterministic */
  return any;
}

/* pairwise maximum (SMAXP, UMAXP): adjacent pairs of a, then of b */
__rbmc_n16 __builtin_neon_vpmaxq_v(__rbmc_n16 a, __rbmc_n16 b, int type)
{
__CPROVER_HIDE:;
  switch(type)
  {
  case 32:
  {
    __rbmc_ns8x16 x = (__rbmc_ns8x16)a, y = (__rbmc_ns8x16)b;
    __rbmc_nu8x16 r;
    for(int k = 0; k < 8; k++)
      r[k] = (unsigned char)(x[2 * k] > x[2 * k + 1] ? x[2 * k] : x[2 * k + 1]);
    for(int k = 0; k < 8; k++)
      r[8 + k] = (unsigned char)(y[2 * k] > y[2 * k + 1] ? y[2 * k] : y[2 * k + 1]);
    return (__rbmc_n16)r;
  }
  case 33:
  {
    __rbmc_ns16x8 x = (__rbmc_ns16x8)a, y = (__rbmc_ns16x8)b;
    __rbmc_nu16x8 r;
    for(int k = 0; k < 4; k++)
      r[k] = (unsigned short)(x[2 * k] > x[2 * k + 1] ? x[2 * k] : x[2 * k + 1]);
    for(int k = 0; k < 4; k++)
      r[4 + k] = (unsigned short)(y[2 * k] > y[2 * k + 1] ? y[2 * k] : y[2 * k + 1]);
    return (__rbmc_n16)r;
  }
  case 34:
  {
    __rbmc_ns32x4 x = (__rbmc_ns32x4)a, y = (__rbmc_ns32x4)b;
    __rbmc_nu32x4 r;
    for(int k = 0; k < 2; k++)
      r[k] = (unsigned int)(x[2 * k] > x[2 * k + 1] ? x[2 * k] : x[2 * k + 1]);
    for(int k = 0; k < 2; k++)
      r[2 + k] = (unsigned int)(y[2 * k] > y[2 * k + 1] ? y[2 * k] : y[2 * k + 1]);
    return (__rbmc_n16)r;
  }
  case 48:
  {
    __rbmc_nu8x16 x = (__rbmc_nu8x16)a, y = (__rbmc_nu8x16)b;
    __rbmc_nu8x16 r;
    for(int k = 0; k < 8; k++)
      r[k] = x[2 * k] > x[2 * k + 1] ? x[2 * k] : x[2 * k + 1];
    for(int k = 0; k < 8; k++)
      r[8 + k] = y[2 * k] > y[2 * k + 1] ? y[2 * k] : y[2 * k + 1];
    return (__rbmc_n16)r;
  }
  case 49:
  {
    __rbmc_nu16x8 x = (__rbmc_nu16x8)a, y = (__rbmc_nu16x8)b;
    __rbmc_nu16x8 r;
    for(int k = 0; k < 4; k++)
      r[k] = x[2 * k] > x[2 * k + 1] ? x[2 * k] : x[2 * k + 1];
    for(int k = 0; k < 4; k++)
      r[4 + k] = y[2 * k] > y[2 * k + 1] ? y[2 * k] : y[2 * k + 1];
    return (__rbmc_n16)r;
  }
  case 50:
  {
    __rbmc_nu32x4 x = (__rbmc_nu32x4)a, y = (__rbmc_nu32x4)b;
    __rbmc_nu32x4 r;
    for(int k = 0; k < 2; k++)
      r[k] = x[2 * k] > x[2 * k + 1] ? x[2 * k] : x[2 * k + 1];
    for(int k = 0; k < 2; k++)
      r[2 + k] = y[2 * k] > y[2 * k + 1] ? y[2 * k] : y[2 * k + 1];
    return (__rbmc_n16)r;
  }
  }
  __CPROVER_assert(0, "__builtin_neon_vpmaxq_v: unsupported type code");
  __rbmc_n16 any; /* nondeterministic */
  return any;
}

/* pairwise minimum (SMINP, UMINP): adjacent pairs of a, then of b */
__rbmc_n8 __builtin_neon_vpmin_v(__rbmc_n8 a, __rbmc_n8 b, int type)
{
__CPROVER_HIDE:;
  switch(type)
  {
  case 0:
  {
    __rbmc_ns8x8 x = (__rbmc_ns8x8)a, y = (__rbmc_ns8x8)b;
    __rbmc_nu8x8 r;
    for(int k = 0; k < 4; k++)
      r[k] = (unsigned char)(x[2 * k] < x[2 * k + 1] ? x[2 * k] : x[2 * k + 1]);
    for(int k = 0; k < 4; k++)
      r[4 + k] = (unsigned char)(y[2 * k] < y[2 * k + 1] ? y[2 * k] : y[2 * k + 1]);
    return (__rbmc_n8)r;
  }
  case 1:
  {
    __rbmc_ns16x4 x = (__rbmc_ns16x4)a, y = (__rbmc_ns16x4)b;
    __rbmc_nu16x4 r;
    for(int k = 0; k < 2; k++)
      r[k] = (unsigned short)(x[2 * k] < x[2 * k + 1] ? x[2 * k] : x[2 * k + 1]);
    for(int k = 0; k < 2; k++)
      r[2 + k] = (unsigned short)(y[2 * k] < y[2 * k + 1] ? y[2 * k] : y[2 * k + 1]);
    return (__rbmc_n8)r;
  }
  case 2:
  {
    __rbmc_ns32x2 x = (__rbmc_ns32x2)a, y = (__rbmc_ns32x2)b;
    __rbmc_nu32x2 r;
    for(int k = 0; k < 1; k++)
      r[k] = (unsigned int)(x[2 * k] < x[2 * k + 1] ? x[2 * k] : x[2 * k + 1]);
    for(int k = 0; k < 1; k++)
      r[1 + k] = (unsigned int)(y[2 * k] < y[2 * k + 1] ? y[2 * k] : y[2 * k + 1]);
    return (__rbmc_n8)r;
  }
  case 16:
  {
    __rbmc_nu8x8 x = (__rbmc_nu8x8)a, y = (__rbmc_nu8x8)b;
    __rbmc_nu8x8 r;
    for(int k = 0; k < 4; k++)
      r[k] = x[2 * k] < x[2 * k + 1] ? x[2 * k] : x[2 * k + 1];
    for(int k = 0; k < 4; k++)
      r[4 + k] = y[2 * k] < y[2 * k + 1] ? y[2 * k] : y[2 * k + 1];
    return (__rbmc_n8)r;
  }
  case 17:
  {
    __rbmc_nu16x4 x = (__rbmc_nu16x4)a, y = (__rbmc_nu16x4)b;
    __rbmc_nu16x4 r;
    for(int k = 0; k < 2; k++)
      r[k] = x[2 * k] < x[2 * k + 1] ? x[2 * k] : x[2 * k + 1];
    for(int k = 0; k < 2; k++)
      r[2 + k] = y[2 * k] < y[2 * k + 1] ? y[2 * k] : y[2 * k + 1];
    return (__rbmc_n8)r;
  }
  case 18:
  {
    __rbmc_nu32x2 x = (__rbmc_nu32x2)a, y = (__rbmc_nu32x2)b;
    __rbmc_nu32x2 r;
    for(int k = 0; k < 1; k++)
      r[k] = x[2 * k] < x[2 * k + 1] ? x[2 * k] : x[2 * k + 1];
    for(int k = 0; k < 1; k++)
      r[1 + k] = y[2 * k] < y[2 * k + 1] ? y[2 * k] : y[2 * k + 1];
    return (__rbmc_n8)r;
  }
  }
  __CPROVER_assert(0, "__builtin_neon_vpmin_v: unsupported type code");
  __rbmc_n8 any; /* nondeterministic */
  return any;
}

/* pairwise minimum (SMINP, UMINP): adjacent pairs of a, then of b */
__rbmc_n16 __builtin_neon_vpminq_v(__rbmc_n16 a, __rbmc_n16 b, int type)
{
__CPROVER_HIDE:;
  switch(type)
  {
  case 32:
  {
    __rbmc_ns8x16 x = (__rbmc_ns8x16)a, y = (__rbmc_ns8x16)b;
    __rbmc_nu8x16 r;
    for(int k = 0; k < 8; k++)
      r[k] = (unsigned char)(x[2 * k] < x[2 * k + 1] ? x[2 * k] : x[2 * k + 1]);
    for(int k = 0; k < 8; k++)
      r[8 + k] = (unsigned char)(y[2 * k] < y[2 * k + 1] ? y[2 * k] : y[2 * k + 1]);
    return (__rbmc_n16)r;
  }
  case 33:
  {
    __rbmc_ns16x8 x = (__rbmc_ns16x8)a, y = (__rbmc_ns16x8)b;
    __rbmc_nu16x8 r;
    for(int k = 0; k < 4; k++)
      r[k] = (unsigned short)(x[2 * k] < x[2 * k + 1] ? x[2 * k] : x[2 * k + 1]);
    for(int k = 0; k < 4; k++)
      r[4 + k] = (unsigned short)(y[2 * k] < y[2 * k + 1] ? y[2 * k] : y[2 * k + 1]);
    return (__rbmc_n16)r;
  }
  case 34:
  {
    __rbmc_ns32x4 x = (__rbmc_ns32x4)a, y = (__rbmc_ns32x4)b;
    __rbmc_nu32x4 r;
    for(int k = 0; k < 2; k++)
      r[k] = (unsigned int)(x[2 * k] < x[2 * k + 1] ? x[2 * k] : x[2 * k + 1]);
    for(int k = 0; k < 2; k++)
      r[2 + k] = (unsigned int)(y[2 * k] < y[2 * k + 1] ? y[2 * k] : y[2 * k + 1]);
    return (__rbmc_n16)r;
  }
  case 48:
  {
    __rbmc_nu8x16 x = (__rbmc_nu8x16)a, y = (__rbmc_nu8x16)b;
    __rbmc_nu8x16 r;
    for(int k = 0; k < 8; k++)
      r[k] = x[2 * k] < x[2 * k + 1] ? x[2 * k] : x[2 * k + 1];
    for(int k = 0; k < 8; k++)
      r[8 + k] = y[2 * k] < y[2 * k + 1] ? y[2 * k] : y[2 * k + 1];
    return (__rbmc_n16)r;
  }
  case 49:
  {
    __rbmc_nu16x8 x = (__rbmc_nu16x8)a, y = (__rbmc_nu16x8)b;
    __rbmc_nu16x8 r;
    for(int k = 0; k < 4; k++)
      r[k] = x[2 * k] < x[2 * k + 1] ? x[2 * k] : x[2 * k + 1];
    for(int k = 0; k < 4; k++)
      r[4 + k] = y[2 * k] < y[2 * k + 1] ? y[2 * k] : y[2 * k + 1];
    return (__rbmc_n16)r;
  }
  case 50:
  {
    __rbmc_nu32x4 x = (__rbmc_nu32x4)a, y = (__rbmc_nu32x4)b;
    __rbmc_nu32x4 r;
    for(int k = 0; k < 2; k++)
      r[k] = x[2 * k] < x[2 * k + 1] ? x[2 * k] : x[2 * k + 1];
    for(int k = 0; k < 2; k++)
      r[2 + k] = y[2 * k] < y[2 * k + 1] ? y[2 * k] : y[2 * k + 1];
    return (__rbmc_n16)r;
  }
  }
  __CPROVER_assert(0, "__builtin_neon_vpminq_v: unsupported type code");
  __rbmc_n16 any; /* nondeterministic */
  return any;
}

/* bitwise select (BSL): bits of a where the mask is set, else of b; the same for every
   element type, so the type code is not looked at */
__rbmc_n8 __builtin_neon_vbsl_v(__rbmc_n8 mask, __rbmc_n8 a, __rbmc_n8 b, int type)
{
__CPROVER_HIDE:;
  (void)type;
  return (mask & a) | (~mask & b);
}

__rbmc_n16 __builtin_neon_vbslq_v(__rbmc_n16 mask, __rbmc_n16 a, __rbmc_n16 b, int type)
{
__CPROVER_HIDE:;
  (void)type;
  return (mask & a) | (~mask & b);
}
