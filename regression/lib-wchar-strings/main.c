#include <assert.h>
#include <wchar.h>
#include <wctype.h>

int main(void)
{
  wchar_t buf[8];
  const wchar_t *src = L"abc";
  assert(wcslen(src) == 3);
  wcscpy(buf, src);
  assert(wcscmp(buf, L"abc") == 0);
  assert(wcscmp(L"abc", L"abd") < 0 && wcscmp(L"b", L"abc") > 0);
  /* wchar_t is signed: a negative character sorts first */
  const wchar_t neg[] = {-1, 0};
  assert(wcscmp(neg, L"a") < 0);
  assert(wcsncmp(L"abcx", L"abcy", 3) == 0 && wcsncmp(L"ab", L"ac", 2) < 0);
  wcsncpy(buf, L"xy", 5);
  assert(buf[0] == L'x' && buf[2] == 0 && buf[4] == 0);
  assert(wcschr(L"hello", L'l') != NULL && *wcschr(L"hello", L'l') == L'l');
  assert(wcschr(L"hello", L'z') == NULL);
  const wchar_t *h = L"hello";
  assert(wcschr(h, 0) == h + 5);

  wchar_t a[4], b[4];
  wmemset(a, L'q', 4);
  assert(a[0] == L'q' && a[3] == L'q');
  wmemcpy(b, a, 4);
  assert(wmemcmp(a, b, 4) == 0);
  b[2] = L'r';
  assert(wmemcmp(a, b, 4) < 0 && wmemcmp(b, a, 3) > 0);
  wmemmove(a + 1, a, 3);
  assert(a[1] == L'q');

  /* the "C" locale: ASCII classes and cases only */
  assert(iswalpha(L'a') && !iswalpha(L'1') && !iswalpha(0xe9));
  assert(iswdigit(L'7') && !iswdigit(L'a'));
  assert(iswspace(L' ') && iswspace(L'\n') && !iswspace(L'x'));
  assert(iswupper(L'Q') && !iswupper(L'q') && iswlower(L'q') && !iswlower(L'Q'));
  assert(iswalnum(L'z') && iswalnum(L'0') && !iswalnum(L'-'));
  assert(iswxdigit(L'F') && iswxdigit(L'f') && !iswxdigit(L'g'));
  assert(iswpunct(L'!') && !iswpunct(L'a') && !iswpunct(L' '));
  assert(iswprint(L' ') && !iswprint(L'\t') && !iswprint(0x100));
  assert(towupper(L'a') == L'A' && towupper(L'A') == L'A' && towupper(0xe9) == 0xe9);
  assert(towlower(L'Z') == L'z' && towlower(L'1') == L'1' && towlower(WEOF) == WEOF);
  return 0;
}
