#include <assert.h>
#include <errno.h>
#include <string.h>

/* without _GNU_SOURCE, <string.h> declares the POSIX strerror_r (glibc's
   __xpg_strerror_r) */
int main(void)
{
  char buf[64];
  assert(strerror_r(EINVAL, buf, sizeof buf) == 0);
  assert(strcmp(buf, "") != 0);
  /* "Cannot allocate memory" does not fit in 4 bytes: cut and terminated */
  char small[4];
  assert(strerror_r(ENOMEM, small, sizeof small) == ERANGE);
  assert(strlen(small) == 3);
  assert(strerror_r(1000, buf, sizeof buf) == EINVAL);
  return 0;
}
