#include "simd.h"

int main(void)
{
  m128i a = (m128i)(v8hi){32000, -32000, 1, 2, 3, 4, 5, -6};
  m128i s = adds_epi16(a, (m128i)(v8hi){1000, -1000, 1, 1, 1, 1, 1, 1});
  __CPROVER_assert(extract_epi16(s, 0) == 32767 && extract_epi16(s, 1) == 32768, "saturating sum, extracted zero-extended");
  m128i v = (m128i)(v4si){1, 2, 3, 4};
  m128i t = shuffle_epi32(v, 0x1b);
  __CPROVER_assert(((v4si)t)[0] == 4 && ((v4si)t)[3] == 1, "shuffle");
  __CPROVER_assert(movemask_epi8(a) == 0xc008, "sign bits of the bytes");
  __CPROVER_assert(__builtin_ia32_crc32qi(0, 0x80) == 0x82f63b78u, "crc32qi called undeclared in main");
  return 0;
}
