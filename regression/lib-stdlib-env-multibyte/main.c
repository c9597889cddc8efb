#include <assert.h>
#include <errno.h>
#include <inttypes.h>
#include <locale.h>
#include <stdlib.h>
#include <wchar.h>

int main(void)
{
  /* names that are empty or hold '=' are refused */
  errno = 0;
  assert(setenv("", "x", 1) == -1 && errno == EINVAL);
  assert(setenv("A=B", "x", 1) == -1);
  assert(unsetenv("A=B") == -1 && errno == EINVAL);
  int r = setenv("RBMC_TEST", "value", 1);
  assert(r == 0 || r == -1);
  assert(unsetenv("RBMC_TEST") == 0);

  char *end;
  intmax_t i = strtoimax("-42xyz", &end, 10);
  assert(i == -42 && *end == 'x');
  uintmax_t u = strtoumax("0x1f", NULL, 16);
  assert(u == 31);

  /* the "C" locale is ASCII: one byte a character, none from 0x80 on */
  assert(mblen("a", 1) == 1 && mblen("", 1) == 0 && mblen(NULL, 0) == 0);
  assert(mblen("\xe9", 1) == -1);
  wchar_t w[4];
  assert(mbstowcs(w, "ab", 4) == 2 && w[0] == L'a' && w[2] == 0);
  assert(mbstowcs(NULL, "abc", 0) == 3);
  assert(mbstowcs(w, "a\xe9", 4) == (size_t)-1);
  /* at most n characters, then no terminator */
  assert(mbstowcs(w, "xyz", 2) == 2 && w[1] == L'y');
  char s[4];
  assert(wcstombs(s, L"hi", sizeof s) == 2 && s[0] == 'h' && s[2] == 0);
  assert(wcstombs(NULL, L"hey", 0) == 3);
  const wchar_t e[] = {0xe9, 0};
  assert(wcstombs(s, e, sizeof s) == (size_t)-1);

  /* the environment's locale: any encoding, at most the buffer's size stored */
  if(setlocale(LC_ALL, "") != NULL)
  {
    size_t k = wcstombs(s, L"ab", sizeof s);
    assert(k == (size_t)-1 || k <= sizeof s);
    size_t m = mbstowcs(w, "ab", 4);
    assert(m == (size_t)-1 || m <= 2);
  }
  return 0;
}
