/* <arm_neon.h> calls the NEON built-ins undeclared (Clang knows their prototypes): the
   front end declares them from their models, so the char vectors convert as in Clang */
typedef char v16 __attribute__((vector_size(16)));
typedef short s16x8 __attribute__((vector_size(16)));

int main()
{
  v16 a;
  v16 r = __builtin_neon_vabdq_v(a, a, 32);
  __CPROVER_assert(r[0] == 0 && r[15] == 0, "vabdq of equal vectors is zero");
  s16x8 x = {-32768, 32767, 5, -32768}, y = {-1, 1, -7, 1};
  s16x8 q = (s16x8)__builtin_neon_vqsubq_v((v16)x, (v16)y, 33);
  __CPROVER_assert(q[0] == -32767 && q[1] == 32766 && q[2] == 12 && q[3] == -32768, "vqsubq_s16");
  s16x8 h = (s16x8)__builtin_neon_vrhaddq_v((v16)x, (v16)y, 33);
  __CPROVER_assert(h[0] == -16384 && h[1] == 16384 && h[2] == -1 && h[3] == -16383, "vrhaddq_s16 rounds up");
  return 0;
}
