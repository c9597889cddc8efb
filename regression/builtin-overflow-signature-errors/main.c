#include <stdbool.h>

int main(void)
{
  long x = 3, y = 4;
  bool flag = true;
  unsigned u;
#ifdef WRONG_COUNT
  __builtin_sub_overflow(x, y, &u, &u);
#endif
#ifdef BOOL_OPERAND
  (void)__builtin_mul_overflow_p(flag, y, (int)0);
#endif
  return __builtin_add_overflow(x, y, &u);
}
