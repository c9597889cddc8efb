#include <string.h>

int main(void)
{
  char s[5] = "abcd";
  __CPROVER_assert(strlen(s) == 4, "strlen"); //@A
  s[2] = 0;
  __CPROVER_assert(strlen(s) == 2, "shorter"); //@B
  return 0;
}
