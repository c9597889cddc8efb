#include <assert.h>

static int calls;
static int f(void) { return ++calls; }

#define IS_INT(x) __builtin_types_compatible_p(__typeof__(x), int)

int main(void)
{
  int y = __builtin_choose_expr(1, 10, 20);
  assert(y == 10);
  // only the chosen operand is evaluated, with its own type
  double d = __builtin_choose_expr(sizeof(int) == 2, f(), 2.5);
  assert(d == 2.5 && calls == 0);
  assert(sizeof(__builtin_choose_expr(0, (char)1, (long)1)) == sizeof(long));
  int z = __builtin_choose_expr(IS_INT(y), f(), 0);
  assert(z == 1 && calls == 1);
  return 0;
}
