/* %#o always prints a leading 0: for the value 0 with precision 0 that is the text "0"
   (glibc), so a one-byte buffer overflows. */
#include <assert.h>
#include <stdio.h>

int main(void)
{
  assert(snprintf(NULL, 0, "%#.0o", 0u) == 1);
  assert(snprintf(NULL, 0, "%.0o", 0u) == 0);
  assert(snprintf(NULL, 0, "%#o", 8u) == 3);
  assert(snprintf(NULL, 0, "%#o", 0u) == 1);
  assert(snprintf(NULL, 0, "%#.3o", 8u) == 3);
  char b[1];
  sprintf(b, "%#.0o", 0u); /* writes "0" and the terminator: 2 bytes */
  return 0;
}
