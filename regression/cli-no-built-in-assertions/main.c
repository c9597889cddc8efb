#include <string.h>

int main()
{
  char buf[8];
  char third = buf[2];
  memcpy(buf, buf + 2, 4); /* overlapping: the library's precondition fails */
  __CPROVER_assert(buf[0] == third, "copied");
  return 0;
}
