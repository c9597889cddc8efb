/* strverscmp on any two strings of up to three characters: an order (antisymmetric, zero
   exactly for equal strings), and an integer with more digits is greater. */
#define _GNU_SOURCE
#include <assert.h>
#include <string.h>

int main(void)
{
  char a[4], b[4];
  a[3] = 0;
  b[3] = 0;
  int r = strverscmp(a, b), s = strverscmp(b, a);
  assert((r > 0) == (s < 0) && (r < 0) == (s > 0));
  assert((r == 0) == (strcmp(a, b) == 0));
  if(a[0] >= '1' && a[0] <= '9' && a[1] >= '0' && a[1] <= '9' && a[2] == 0 &&
     b[0] >= '1' && b[0] <= '9' && b[1] == 0)
    assert(r > 0);
  return 0;
}
