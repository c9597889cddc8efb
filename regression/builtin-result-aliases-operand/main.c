#include <limits.h>

int main(void)
{
  int a = INT_MAX;
  _Bool o1 = __builtin_add_overflow(a, 1, &a);
  __CPROVER_assert(o1 && a == INT_MIN, "add: flag from the old operand, wrapped result");

  long b = 3;
  _Bool o2 = __builtin_mul_overflow(b, b, &b);
  __CPROVER_assert(!o2 && b == 9, "mul: no overflow, product stored");

  unsigned c = 1;
  _Bool o3 = __builtin_sub_overflow(c, 2u, &c);
  __CPROVER_assert(o3 && c == UINT_MAX, "sub: unsigned wrap");

  int x = 2;
  int r = __atomic_add_fetch(&x, x, __ATOMIC_SEQ_CST);
  __CPROVER_assert(r == 4 && x == 4, "atomic add_fetch reads the operand before storing");

  int y = 5;
  int s = __sync_sub_and_fetch(&y, y - 1);
  __CPROVER_assert(s == 1 && y == 1, "sync sub_and_fetch");
  return 0;
}
