#include <assert.h>

int main(void)
{
  unsigned r = 0x12345678u;
  // bswap is not modelled: its output may be anything afterwards
  __asm__("bswap %0" : "+r"(r));
  assert(r == 0x12345678u);
  // an empty template with a memory clobber is a compiler barrier only
  __asm__ __volatile__("" ::: "memory");
  return 0;
}
