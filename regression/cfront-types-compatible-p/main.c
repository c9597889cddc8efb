/* __builtin_types_compatible_p is C's type compatibility with top-level qualifiers
   ignored (GCC), including the distinctions goto types do not keep. Every answer is gcc's. */
#include <assert.h>

enum colour { RED, GREEN };
enum sign { MINUS = -1, PLUS = 1 };
struct s { int a; };

int main(void)
{
  _Static_assert(__builtin_types_compatible_p(unsigned char, unsigned char), "");
  _Static_assert(!__builtin_types_compatible_p(char, unsigned char), "");
  _Static_assert(!__builtin_types_compatible_p(signed char, char), "");
  _Static_assert(__builtin_types_compatible_p(signed char, char signed), "");
  _Static_assert(!__builtin_types_compatible_p(long long, long), "");
  _Static_assert(__builtin_types_compatible_p(long int, long), "");
  _Static_assert(__builtin_types_compatible_p(const volatile short, short), "");
  _Static_assert(!__builtin_types_compatible_p(const char *, char *), "");
  _Static_assert(__builtin_types_compatible_p(char *const, char *), "");
  _Static_assert(__builtin_types_compatible_p(double[], double[3]), "");
  _Static_assert(!__builtin_types_compatible_p(double[2], double[3]), "");
  _Static_assert(!__builtin_types_compatible_p(double *, double[3]), "");
  _Static_assert(__builtin_types_compatible_p(enum colour, unsigned int), "");
  _Static_assert(!__builtin_types_compatible_p(enum colour, int), "");
  _Static_assert(__builtin_types_compatible_p(enum sign, int), "");
  _Static_assert(!__builtin_types_compatible_p(enum sign, enum colour), "");
  _Static_assert(__builtin_types_compatible_p(void (*)(int), void (*)()), "");
  _Static_assert(!__builtin_types_compatible_p(void (*)(int), void (*)(long)), "");
  _Static_assert(__builtin_types_compatible_p(struct s, struct s), "");
  _Static_assert(!__builtin_types_compatible_p(struct s *, int *), "");
  int choose = __builtin_choose_expr(__builtin_types_compatible_p(long, long long), 1, 2);
  assert(choose == 2);
  return 0;
}
