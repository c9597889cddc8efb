/* a wrong expected lane must fail, and so must a type code the models do not handle
   (41 = float32x4) rather than give an arbitrary answer */
typedef char v16 __attribute__((vector_size(16)));
typedef unsigned char u8x16 __attribute__((vector_size(16)));
typedef float f32x4 __attribute__((vector_size(16)));
/* the built-ins' prototypes (Clang knows them; <arm_neon.h> does not declare them) */
v16 __builtin_neon_vqaddq_v(v16, v16, int);
v16 __builtin_neon_vmaxq_v(v16, v16, int);

int main()
{
  u8x16 a = {250, 10}, b = {10, 250};
  u8x16 r = (u8x16)__builtin_neon_vqaddq_v((v16)a, (v16)b, 48);
  __CPROVER_assert(r[0] == 255 && r[1] == 255 && r[2] == 0, "vqaddq_u8 clamps");
  __CPROVER_assert(r[0] == 4, "vqaddq_u8 does not wrap");
  f32x4 x = {1.0f}, y = {2.0f};
  f32x4 m = (f32x4)__builtin_neon_vmaxq_v((v16)x, (v16)y, 41);
  __CPROVER_assert(m[0] == 2.0f, "float maximum");
  return 0;
}
