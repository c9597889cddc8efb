#include <assert.h>
#include <errno.h>
#include <string.h>

int main(void)
{
  /* a known and an unknown number: both give a non-empty, terminated message */
  const char *known = strerror(ENOENT);
  assert(known[0] != 0);
  assert(strlen(known) >= 1);
  const char *unknown = strerror(12345);
  assert(unknown[0] != 0);
  assert(strlen(unknown) < 1024);
  return 0;
}
