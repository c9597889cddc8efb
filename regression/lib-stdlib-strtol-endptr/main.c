#include <assert.h>
#include <stdlib.h>

int main(void)
{
  char digits[4] = "123";
  char *end;
  long v = strtol(digits, &end, 10);
  assert(v == 123);
  assert(end == digits + 3);
  // atoi stops at the first non-digit: "12a" is 12, not 120
  digits[2] = 'a';
  assert(atoi(digits) == 120);
  return 0;
}
