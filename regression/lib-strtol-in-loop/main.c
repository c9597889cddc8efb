/* strtol in a loop of 150 calls: the model returns its parse by value, so no object is
   made per call (taking the addresses of locals ran out of object numbers: "too many
   addressed objects"). */
#include <assert.h>
#include <errno.h>
#include <stdlib.h>

int main(void)
{
  long s = 0;
  char *e;
  for(int i = 0; i < 150; i++)
    s += strtol("-12x", &e, 10);
  assert(s == -1800);
  assert(*e == 'x');
  assert(strtol("99999999999999999999", 0, 10) == 9223372036854775807L && errno == ERANGE);
  assert(strtoul("-1", 0, 0) == ~0ul);
  assert(strtol("0x1f", 0, 0) == 31);
  assert(s != -1800); /* fails */
  return 0;
}
