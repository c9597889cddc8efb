#include <immintrin.h>

/* SSE2, SSSE3, SSE4.1, SSE4.2, AVX2 and AVX-512 intrinsics end to end: the header's
   functions call the modelled __builtin_ia32_* built-ins undeclared, as GCC's headers do */
int nondet_int(void);

int main(void)
{
  __m128i a = _mm_setr_epi16(32000, -32000, 1, 2, 3, 4, 5, -6);
  __m128i s = _mm_adds_epi16(a, _mm_set1_epi16(1000));
  __CPROVER_assert(_mm_extract_epi16(s, 0) == 32767 && _mm_extract_epi16(s, 1) == 34536, "_mm_adds_epi16 saturates; _mm_extract_epi16 zero-extends");
  __CPROVER_assert(_mm_extract_epi16(s, 7) == 994, "_mm_extract_epi16 lane 7");

  __m128i t = _mm_shuffle_epi32(_mm_setr_epi32(1, 2, 3, 4), _MM_SHUFFLE(0, 1, 2, 3));
  __CPROVER_assert(_mm_cvtsi128_si32(t) == 4 && _mm_extract_epi32(t, 3) == 1, "_mm_shuffle_epi32 reverses");

  __m128i bytes = _mm_setr_epi8(-1, 0, -128, 127, 1, -2, 0, 0, 0, 0, 0, 0, 0, 0, 0, -3);
  __CPROVER_assert(_mm_movemask_epi8(bytes) == 0x8025, "_mm_movemask_epi8: the sign bits");

  __m128i packed = _mm_packs_epi16(a, _mm_setzero_si128());
  __CPROVER_assert(_mm_extract_epi8(packed, 0) == 127 && _mm_extract_epi8(packed, 1) == 128, "_mm_packs_epi16 saturates");
  __m128i sh = _mm_srai_epi16(a, 20);
  __CPROVER_assert(_mm_extract_epi16(sh, 1) == 0xffff && _mm_extract_epi16(sh, 0) == 0, "_mm_srai_epi16 past the width");
  __m128i bs = _mm_srli_si128(_mm_setr_epi32(1, 2, 3, 4), 4);
  __CPROVER_assert(_mm_cvtsi128_si32(bs) == 2 && _mm_extract_epi32(bs, 3) == 0, "_mm_srli_si128 by 4 bytes");
  __m128i pb = _mm_shuffle_epi8(bytes, _mm_set1_epi8(15));
  __CPROVER_assert(_mm_extract_epi8(pb, 9) == 253, "_mm_shuffle_epi8 broadcasts byte 15");
  __m128i md = _mm_madd_epi16(a, _mm_set1_epi16(2));
  __CPROVER_assert(_mm_cvtsi128_si32(md) == 0, "_mm_madd_epi16");
  __m128i ab = _mm_abs_epi16(a);
  __CPROVER_assert(_mm_extract_epi16(ab, 7) == 6, "_mm_abs_epi16");
  __m128i sad = _mm_sad_epu8(bytes, _mm_setzero_si128());
  __CPROVER_assert(_mm_cvtsi128_si32(sad) == 255 + 128 + 127 + 1 + 254, "_mm_sad_epu8");
  __CPROVER_assert(_mm_testz_si128(bytes, _mm_setzero_si128()) == 1, "_mm_testz_si128");
  __m128i mx = _mm_max_epu16(a, _mm_set1_epi16(2));
  __CPROVER_assert(_mm_extract_epi16(mx, 2) == 2 && _mm_extract_epi16(mx, 1) == 33536, "_mm_max_epu16 unsigned");
  __m128i ins = _mm_insert_epi16(a, 77, 3);
  __CPROVER_assert(_mm_extract_epi16(ins, 3) == 77, "_mm_insert_epi16");

  __m512i w = _mm512_mask_adds_epi16(_mm512_set1_epi16(7), 0x5, _mm512_set1_epi16(30000), _mm512_set1_epi16(5000));
  __CPROVER_assert(((__v32hi)w)[0] == 32767 && ((__v32hi)w)[1] == 7 && ((__v32hi)w)[2] == 32767, "_mm512_mask_adds_epi16 merges");
  __m256i c = _mm256_adds_epu8(_mm256_set1_epi8((char)200), _mm256_set1_epi8(100));
  __CPROVER_assert((unsigned char)((__v32qi)c)[5] == 255, "_mm256_adds_epu8");
  __m256i q = _mm256_slli_epi64(_mm256_set1_epi64x(3), 64);
  __CPROVER_assert(((__v4di)q)[0] == 0, "_mm256_slli_epi64 past the width");
  __CPROVER_assert(_mm_crc32_u32(0xffffffffu, 0x64636261u) == 0x6d37f5ce, "_mm_crc32_u32");
  __CPROVER_assert(_mm_movemask_ps(_mm_setr_ps(-1.0f, 2.0f, -0.0f, 3.0f)) == 5, "_mm_movemask_ps");

  /* for every x */
  int x = nondet_int();
  __m128i v = _mm_set1_epi8((char)x);
  __CPROVER_assert(_mm_movemask_epi8(v) == ((char)x < 0 ? 0xffff : 0), "_mm_movemask_epi8 of a broadcast");
  __m128i y = _mm_adds_epi16(_mm_set1_epi16((short)x), _mm_set1_epi16(1));
  __CPROVER_assert(_mm_extract_epi16(y, 4) != 32767, "_mm_adds_epi16 can reach 32767");
  return 0;
}
