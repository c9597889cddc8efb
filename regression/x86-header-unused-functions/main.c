#include <immintrin.h>

/* <immintrin.h> defines hundreds of inline functions over built-ins rbmc does not
   model; only those the program reaches count. */
int main(void)
{
  __m128i a = _mm_set1_epi32(3);
  __m128i b = _mm_add_epi32(a, _mm_set_epi32(4, 3, 2, 1));
  __v4si v = (__v4si)b;
  __CPROVER_assert(v[0] == 4 && v[3] == 7, "lanes of a vector sum");
  __CPROVER_assert(v[1] == 4, "lane 1 is 5");
  return 0;
}
