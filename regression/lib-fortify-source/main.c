#include <stdio.h>
#include <string.h>

int main(void)
{
  char buf[8];
  int n = snprintf(buf, sizeof buf, "%d", 42);
  __CPROVER_assert(n >= 0 || n < 0, "snprintf returns");
  printf("%s\n", buf);
  char small[4];
  memcpy(small, "abcdefg", 8); /* 8 bytes into 4 */
  return 0;
}
