/* as GCC's <emmintrin.h> and <smmintrin.h> write their intrinsics: the built-ins are
   called undeclared, GCC knows their prototypes */
typedef long long m128i __attribute__((__vector_size__(16)));
typedef short v8hi __attribute__((__vector_size__(16)));
typedef char v16qi __attribute__((__vector_size__(16)));
typedef int v4si __attribute__((__vector_size__(16)));

static inline m128i adds_epi16(m128i a, m128i b)
{
  return (m128i)__builtin_ia32_paddsw128((v8hi)a, (v8hi)b);
}
static inline int movemask_epi8(m128i a)
{
  return __builtin_ia32_pmovmskb128((v16qi)a);
}
#define extract_epi16(a, n) ((int)(unsigned short)__builtin_ia32_vec_ext_v8hi((v8hi)(m128i)(a), (int)(n)))
#define shuffle_epi32(a, n) ((m128i)__builtin_ia32_pshufd((v4si)(m128i)(a), (int)(n)))
