#include <assert.h>
#include <stdio.h>
#include <stdlib.h>
#include <wchar.h>

int main(void)
{
  const wchar_t *w = L"hello world";
  assert(wcsspn(w, L"leh") == 4);
  assert(wcscspn(w, L" d") == 5);
  assert(wcspbrk(w, L"ow") == w + 4);
  assert(wcspbrk(w, L"xyz") == NULL);
  assert(wcsstr(w, L"lo w") == w + 3);
  assert(wcsstr(w, L"low") == NULL);
  assert(wcsstr(w, L"") == w);
  // the C locale: ASCII bytes are characters, the others are not
  wchar_t c;
  assert(mbtowc(&c, "A!", 2) == 1 && c == L'A');
  assert(mbtowc(&c, "", 1) == 0 && c == 0);
  assert(mbtowc(&c, "\xe9", 1) == -1);
  assert(mbtowc(NULL, NULL, 0) == 0);
  char b[4];
  assert(wctomb(b, L'z') == 1 && b[0] == 'z');
  assert(wctomb(b, 0xe9) == -1);
  assert(btowc('q') == L'q' && btowc(EOF) == WEOF && btowc(0xe9) == WEOF);
  assert(wctob(L'q') == 'q' && wctob(0xe9) == EOF);
  return 0;
}
