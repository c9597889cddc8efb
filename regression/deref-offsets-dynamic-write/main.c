#include <assert.h>
#include <stdlib.h>
#include <string.h>
int nondet_int(void);
int main(void)
{
  char *buf = malloc(3);
  if(!buf) return 0;
  memset(buf, 0, 3);
  char *p = buf + 1;
  if(nondet_int())
    p++;
  *p = 7;
  assert(buf[1] == 7 || buf[2] == 7);
  assert(buf[0] == 0);
  assert(buf[1] + buf[2] == 7);
  assert(buf[2] == 7); /* fails when p stayed at buf + 1 */
  return 0;
}
