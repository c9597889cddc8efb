// Enumeration constants have CBMC's (and GCC's) types: int when the values so far fit, else
// unsigned int; X used to wrap to INT_MIN (checked natively with gcc).
#include <assert.h>
enum big { X = 0x80000000, Y };
enum e { A, B = 0xFFFFFFFF };
enum neg { N = -1, P = 5 };
int main(void)
{
  assert(X > 0);
  assert(Y == 2147483649u);
  assert(sizeof(X) == 4 && sizeof(A) == 4);
  assert(A - 1 < 0);
  enum e v = B;
  assert(v == B);
  assert(N < P);
  return 0;
}
