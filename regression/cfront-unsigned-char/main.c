#include <limits.h>
#include <assert.h>
int main(void)
{
  char c = '\xff';
  assert(c == 255);
  assert(CHAR_MIN == 0 && CHAR_MAX == 255);
  char s[] = "\xfe";
  assert(s[0] > 0);
  assert((char)-1 > 0);
  signed char sc = -1;
  assert(sc < 0);
  return 0;
}
