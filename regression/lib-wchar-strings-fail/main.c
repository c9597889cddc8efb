#include <assert.h>
#include <locale.h>
#include <stdlib.h>
#include <wchar.h>
#include <wctype.h>

int main(int argc, char **argv)
{
  (void)argv;
  wchar_t *buf = malloc(4 * sizeof(wchar_t));
  if(buf == NULL)
    return 0;
  if(argc == 1)
  {
    /* four characters and the terminator do not fit in four */
    wcscpy(buf, L"abcd");
  }
  else if(argc == 2)
  {
    /* wmemset writes n characters */
    wmemset(buf, L'x', 5);
  }
  else
  {
    /* another locale (the environment's) may have letters beyond ASCII */
    if(setlocale(LC_ALL, "") != NULL)
      assert(!iswalpha(0xe9));
    buf[0] = 0;
  }
  int r = buf[0] == L'x';
  free(buf);
  return r;
}
