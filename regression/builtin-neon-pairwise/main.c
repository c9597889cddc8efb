/* NEON pairwise, compare and bitwise built-ins: pairs of a, then pairs of b */
typedef char v8 __attribute__((vector_size(8)));
typedef char v16 __attribute__((vector_size(16)));
typedef signed char s8x8 __attribute__((vector_size(8)));
typedef unsigned short u16x8 __attribute__((vector_size(16)));
typedef int s32x2 __attribute__((vector_size(8)));
typedef unsigned long long u64x2 __attribute__((vector_size(16)));
/* the built-ins' prototypes (Clang knows them; <arm_neon.h> does not declare them) */
v8 __builtin_neon_vpmax_v(v8, v8, int);
v8 __builtin_neon_vpadd_v(v8, v8, int);
v16 __builtin_neon_vpminq_v(v16, v16, int);
v16 __builtin_neon_vpaddq_v(v16, v16, int);
v8 __builtin_neon_vtst_v(v8, v8, int);
v16 __builtin_neon_vbslq_v(v16, v16, v16, int);
v8 __builtin_neon_vmax_v(v8, v8, int);

int main()
{
  s8x8 a = {1, -2, 3, 4, -128, -1, 7, 7}, b = {0, 0, -5, 6, 1, 2, 100, 100};
  s8x8 mx = (s8x8)__builtin_neon_vpmax_v((v8)a, (v8)b, 0);
  __CPROVER_assert(mx[0] == 1 && mx[1] == 4 && mx[2] == -1 && mx[3] == 7 && mx[4] == 0
                     && mx[5] == 6 && mx[6] == 2 && mx[7] == 100,
                   "vpmax_s8");
  s8x8 pa = (s8x8)__builtin_neon_vpadd_v((v8)a, (v8)b, 0);
  __CPROVER_assert(pa[2] == 127 && pa[7] == -56, "vpadd_s8 wraps");
  u16x8 c = {1, 65535, 9, 8}, d = {0};
  u16x8 mn = (u16x8)__builtin_neon_vpminq_v((v16)c, (v16)d, 49);
  __CPROVER_assert(mn[0] == 1 && mn[1] == 8 && mn[4] == 0, "vpminq_u16");
  u64x2 e = {~0ULL, 1}, f = {5, 6};
  u64x2 s = (u64x2)__builtin_neon_vpaddq_v((v16)e, (v16)f, 51);
  __CPROVER_assert(s[0] == 0 && s[1] == 11, "vpaddq_u64");
  s32x2 t = (s32x2)__builtin_neon_vtst_v((v8)(s32x2){6, 8}, (v8)(s32x2){2, 7}, 2);
  __CPROVER_assert(t[0] == -1 && t[1] == 0, "vtst_s32");
  v16 m, x, y;
  v16 sel = __builtin_neon_vbslq_v(m, x, y, 48);
  __CPROVER_assert(sel[3] == (char)((m[3] & x[3]) | (~m[3] & y[3])), "vbslq bit select");
  s32x2 u, w;
  s32x2 mxs = (s32x2)__builtin_neon_vmax_v((v8)u, (v8)w, 2);
  __CPROVER_assert(mxs[1] >= u[1] && mxs[1] >= w[1] && (mxs[1] == u[1] || mxs[1] == w[1]), "vmax_s32");
  return 0;
}
