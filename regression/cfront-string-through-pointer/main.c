#include <assert.h>
int main(void)
{
  const char *s = "abc";
  assert(s[1] == 'b');
  assert("hello"[4] == 'o');
  return 0;
}
