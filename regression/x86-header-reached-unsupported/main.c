#include <immintrin.h>

int main(void)
{
  char buffer[64];
  /* _mm_clflush is __builtin_ia32_clflush, which rbmc does not model */
  _mm_clflush(buffer);
  return 0;
}
