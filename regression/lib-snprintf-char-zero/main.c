#include <assert.h>
#include <stdio.h>
#include <string.h>

int main(void)
{
  char b[8];
  /* %c of 0 writes a zero character: the string ends after "a" */
  int r = snprintf(b, sizeof b, "a%cb", 0);
  assert(r == 3);
  assert(strlen(b) == 3); /* fails: strlen(b) is 1 */
  return 0;
}
