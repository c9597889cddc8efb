/* GCC predefines __int128_t and __uint128_t (xxHash uses them) in every unit. */
#include <stdint.h>
__uint128_t wide_mul(uint64_t a, uint64_t b) { return (__uint128_t)a * b; }
__int128_t global = -1;
int main(void) {
  uint64_t a = UINT64_MAX;
  __uint128_t p = wide_mul(a, a);
  __CPROVER_assert((uint64_t)(p >> 64) == UINT64_MAX - 1, "high half");
  __CPROVER_assert((uint64_t)p == 1, "low half");
  __CPROVER_assert(global < 0 && sizeof(__int128_t) == 16, "signed");
  __CPROVER_assert((uint64_t)p == 2, "wrong low half");
  return 0;
}
