#include <assert.h>
#include <ctype.h>
#include <stdio.h>

int main(void)
{
  int c;
  __CPROVER_assume(c >= -1 && c <= 255);
  // glibc's macros read the __ctype_b_loc table; the functions agree with it
  assert(isdigit('7') && !isdigit('a') && isalpha('Q') && isspace('\n'));
  assert(ispunct('!') && isxdigit('f') && !isxdigit('g') && isblank('\t'));
  assert(tolower('A') == 'a' && toupper('z') == 'Z' && tolower('1') == '1');
  if(isupper(c))
    assert(c >= 'A' && c <= 'Z' && islower(tolower(c)));
  if(isdigit(c))
    assert(c - '0' >= 0 && c - '0' <= 9);
  assert(!isalnum(c) || (isalpha(c) != 0) != (isdigit(c) != 0));
  assert(!isprint(c) || (c >= ' ' && c <= '~'));
  signed char high = (signed char)0xe9;
  assert(!isalpha(high) && toupper(0xe9) == 0xe9 && tolower(EOF) == EOF);
  return 0;
}
