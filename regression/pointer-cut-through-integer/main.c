#include <stdint.h>
// A pointer cut to 32 bits and widened again may be any address, NULL included: the
// simplifier must not treat it as the address of the object it came from (it did, and
// the solver's counterexamples then failed to replay: VERIFICATION ERROR).
int main(void)
{
  int a;
  unsigned cut = (unsigned)(uintptr_t)&a;
  int *p = (int *)(uintptr_t)cut;
  int *q = (int *)(uintptr_t)(unsigned char)(uintptr_t)&a;
  __CPROVER_assert(p != 0 || q == 0 || q != 0, "tautology");
  __CPROVER_assert(p != q, "cut pointers differ");
  *p = 1;
  return 0;
}
