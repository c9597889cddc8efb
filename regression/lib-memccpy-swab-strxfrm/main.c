#define _GNU_SOURCE
#include <assert.h>
#include <inttypes.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <wchar.h>

int main(void)
{
  char d[8] = "xxxxxxx";
  char *e = memccpy(d, "ab;cd", ';', 5);
  assert(e == d + 3 && d[2] == ';' && d[3] == 'x');
  assert(memccpy(d, "abc", 'z', 3) == NULL && d[2] == 'c');
  const char *s = "find me";
  assert(rawmemchr(s, 'm') == s + 5);
  char w[5];
  swab("abcde", w, 5);
  assert(w[0] == 'b' && w[1] == 'a' && w[2] == 'd' && w[3] == 'c');
  wchar_t *c = wcsdup(L"hi");
  if(c != NULL)
  {
    assert(c[0] == L'h' && c[2] == 0);
    free(c);
  }
  char x[4];
  assert(strxfrm(x, "abc", sizeof x) == 3 && strcmp(x, "abc") == 0);
  assert(strxfrm(NULL, "abcdef", 0) == 6);
  assert(imaxabs(-INTMAX_MAX) == INTMAX_MAX);
  return 0;
}
