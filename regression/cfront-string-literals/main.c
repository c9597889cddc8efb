#include <assert.h>
int main(void)
{
  char s[] = "ab" "c";
  char buf[] = "xyz";
  assert(sizeof("abc") == 4);
  assert(sizeof(buf) == 4);
  assert(s[0] == 'a' && s[2] == 'c' && s[3] == 0);
  assert(buf[1] == 'y');
  buf[1] = 'Y';
  assert(buf[1] == 'Y');
  assert('\n' == 10 && '\x41' == 'A');
  return 0;
}
