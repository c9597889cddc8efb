#include <assert.h>
#include <limits.h>
int main(void)
{
  unsigned u;
  int i;
  signed char sc;
  unsigned long long ull;
  /* the results wrap by definition: no conversion check on them */
  assert(__builtin_add_overflow(UINT_MAX, 2u, &u) && u == 1u);
  assert(__builtin_sub_overflow(0, 1, &u) && u == UINT_MAX);
  assert(__builtin_mul_overflow(100, 3, &sc) && sc == 44);
  assert(!__builtin_add_overflow(-5, 3, &i) && i == -2);
  assert(__builtin_mul_overflow(-1, 1, &ull) && ull == ULLONG_MAX);
  assert(__builtin_umull_overflow(ULONG_MAX, 2ul, (unsigned long *)&ull) && ull == ULLONG_MAX - 1);
  /* a conversion written in the program is still checked */
  int big = 300;
  sc = (signed char)big;
  return 0;
}
