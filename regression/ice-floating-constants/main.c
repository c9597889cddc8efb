#include <float.h>
#include <math.h>

// integer constant expressions built from floating constants: C truncates the
// conversions toward zero and compares the values, not the bit patterns
enum { THREE = (int)3.9, MINUS_TWO = (int)-2.7, BIG = (long)1e10 > 0 };
_Static_assert((int)2.0 == 2, "exact conversion");
_Static_assert(-0.0 == 0.0, "signed zeros compare equal");
_Static_assert(1.5 > 1 && 0.1 + 0.2 != 0.3, "ordering and rounding");
_Static_assert((unsigned char)255.9 == 255, "conversion to a narrow type");
_Static_assert(__builtin_isnormal(DBL_MIN) && !__builtin_isnormal(DBL_MIN / 2),
               "classification");
_Static_assert(__builtin_fpclassify(0, 1, 2, 3, 4, -0.0) == 4, "fpclassify");
_Static_assert(!__builtin_isinf(0), "an integer argument is converted");

int table[(int)2.9];

int main(void)
{
  __CPROVER_assert(THREE == 3, "enumerator truncated");
  __CPROVER_assert(MINUS_TWO == -2, "negative enumerator truncated toward zero");
  __CPROVER_assert(BIG == 1, "comparison of a converted double");
  __CPROVER_assert(sizeof(table) == 2 * sizeof(int), "array size truncated");
  return 0;
}
