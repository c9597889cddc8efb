#include <uchar.h>
#include <wchar.h>
int main() {
  __CPROVER_assert(sizeof(u""[0]) == 2 && sizeof(U""[0]) == 4 && sizeof(L""[0]) == 4, "element sizes");
  __CPROVER_assert(sizeof(u'a') == 2 && sizeof(U'a') == 4 && sizeof(L'a') == 4, "constant sizes");
  const char16_t *s = u"h\u00e9";
  __CPROVER_assert(s[1] == 0xe9 && s[2] == 0, "utf-16 elements");
  const char32_t *t = U"\U0001F600";
  __CPROVER_assert(t[0] == 0x1F600u, "utf-32 element");
  const wchar_t *w = L"ab";
  __CPROVER_assert(w[1] == L'b', "wide");
  char16_t c = u'\u20ac';
  __CPROVER_assert(c == 0x20ac, "char16 constant");
  return 0;
}
