#include <uchar.h>
int main(void)
{
  int a = 3, b = 4;
  __CPROVER_assert(sizeof(a == b) == sizeof(int), "sizeof of a comparison is sizeof(int)");
  __CPROVER_assert(sizeof(!a) == sizeof(int) && sizeof(a && b) == sizeof(int), "logical operators");
  __CPROVER_assert(_Alignof(a < b) == _Alignof(int), "alignof");
  typeof(a < b) t = 300;
  __CPROVER_assert(t == 300, "typeof of a comparison is int");
  char16_t s[] = u"\U0001F600";
  __CPROVER_assert(sizeof(s) == 3 * sizeof(char16_t), "a surrogate pair and the terminator");
  __CPROVER_assert(s[0] == 0xD83D && s[1] == 0xDE00 && s[2] == 0, "the UTF-16 code units");
  char32_t w[] = U"\U0001F600";
  __CPROVER_assert(sizeof(w) == 2 * sizeof(char32_t) && w[0] == 0x1F600, "UTF-32 unchanged");
  return 0;
}
