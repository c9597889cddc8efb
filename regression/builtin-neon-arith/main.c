/* Clang's NEON built-ins as <arm_neon.h> calls them: char vectors and a type code
   (0-3 = s8..s64, +16 unsigned, +32 for 128-bit vectors) */
typedef char v8 __attribute__((vector_size(8)));
typedef char v16 __attribute__((vector_size(16)));
typedef signed char s8x16 __attribute__((vector_size(16)));
typedef unsigned char u8x8 __attribute__((vector_size(8)));
typedef short s16x4 __attribute__((vector_size(8)));
typedef unsigned int u32x4 __attribute__((vector_size(16)));
typedef long long s64x2 __attribute__((vector_size(16)));
/* the built-ins' prototypes (Clang knows them; <arm_neon.h> does not declare them) */
v16 __builtin_neon_vqaddq_v(v16, v16, int);
v16 __builtin_neon_vabdq_v(v16, v16, int);
v8 __builtin_neon_vhadd_v(v8, v8, int);
v8 __builtin_neon_vrhadd_v(v8, v8, int);
v8 __builtin_neon_vhsub_v(v8, v8, int);
v8 __builtin_neon_vqsub_v(v8, v8, int);
v8 __builtin_neon_vmin_v(v8, v8, int);
v16 __builtin_neon_vqsubq_v(v16, v16, int);

int main()
{
  s8x16 a = {100, -100, -128, 127, 5, -5, 0, 1};
  s8x16 b = {100, -100, 127, -128, -6, 6, 0, 1};
  s8x16 q = (s8x16)__builtin_neon_vqaddq_v((v16)a, (v16)b, 32);
  __CPROVER_assert(q[0] == 127 && q[1] == -128 && q[2] == -1 && q[4] == -1, "vqaddq_s8 saturates");
  s8x16 d = (s8x16)__builtin_neon_vabdq_v((v16)a, (v16)b, 32);
  __CPROVER_assert((unsigned char)d[2] == 255 && d[4] == 11, "vabdq_s8 wraps to the lane width");
  u8x8 x = {255, 0, 3, 200}, y = {255, 255, 4, 100};
  u8x8 h = (u8x8)__builtin_neon_vhadd_v((v8)x, (v8)y, 16);
  __CPROVER_assert(h[0] == 255 && h[1] == 127 && h[2] == 3, "vhadd_u8 uses the wide sum");
  u8x8 rh = (u8x8)__builtin_neon_vrhadd_v((v8)x, (v8)y, 16);
  __CPROVER_assert(rh[1] == 128 && rh[2] == 4, "vrhadd_u8 rounds up");
  u8x8 hs = (u8x8)__builtin_neon_vhsub_v((v8)x, (v8)y, 16);
  __CPROVER_assert(hs[1] == 128 && hs[3] == 50, "vhsub_u8 halves the exact difference");
  u8x8 qs = (u8x8)__builtin_neon_vqsub_v((v8)x, (v8)y, 16);
  __CPROVER_assert(qs[1] == 0 && qs[3] == 100, "vqsub_u8 clamps at zero");
  s16x4 m = (s16x4)__builtin_neon_vmin_v((v8)(s16x4){-3, 7}, (v8)(s16x4){2, -9}, 1);
  __CPROVER_assert(m[0] == -3 && m[1] == -9, "vmin_s16");
  /* symbolic lanes against a scalar reference */
  u32x4 p, r;
  u32x4 s = (u32x4)__builtin_neon_vqaddq_v((v16)p, (v16)r, 50);
  unsigned long long wide = (unsigned long long)p[1] + r[1];
  __CPROVER_assert(s[1] == (wide > 0xffffffffu ? 0xffffffffu : wide), "vqaddq_u32");
  s64x2 g, k;
  s64x2 t = (s64x2)__builtin_neon_vqsubq_v((v16)g, (v16)k, 35);
  long long e;
  if(__builtin_sub_overflow(g[0], k[0], &e))
    e = g[0] < 0 ? -9223372036854775807LL - 1 : 9223372036854775807LL;
  __CPROVER_assert(t[0] == e, "vqsubq_s64");
  return 0;
}
