#include <assert.h>
#define KIND(x) _Generic((x), int: 1, long: 2, char *: 3, double: 4, default: 0)
int main(void)
{
  int i = 0;
  long l = 0;
  char c = 0;
  char *s = "";
  assert(KIND(i) == 1);
  assert(KIND(l) == 2);
  assert(KIND(s) == 3);
  assert(KIND(1.0) == 4);
  assert(KIND(c) == 0);
  assert(KIND(c + c) == 1);
  assert(KIND(i < 0) == 1);
  return 0;
}
