#include <string.h>

int main(void)
{
  char buf[8] = "abcdefg";
  unsigned n;
  __CPROVER_assume(n <= 4);
  // disjoint halves of one object: no overlap
  memcpy(buf, buf + 4, 3);
  // overlapping when n >= 2
  memcpy(buf + 1, buf, n);
  return 0;
}
