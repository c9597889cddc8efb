// A hand-written strcpy into a buffer sized by strlen without room for the terminator:
// writing the '\0' overflows by one byte.
// bench-options: --unwind 17
// bench-expect: FAILURE
#include <stdlib.h>
char nondet_char(void);

int main(void)
{
  char src[16];
  for(int i = 0; i < 15; i++)
    src[i] = nondet_char();
  src[15] = 0;
  unsigned len = 0;
  while(src[len] != 0)
    len++;
  char dst[16];
  char *d = dst + (16 - len - 1); // bug: leaves room for len chars only, not for '\0'
  d++;
  for(unsigned i = 0; i <= len; i++)
    d[i] = src[i];
  return dst[0];
}
