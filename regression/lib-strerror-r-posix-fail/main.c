#include <errno.h>
#include <string.h>

int main(void)
{
  char small[4];
  /* the size given is larger than the buffer */
  strerror_r(ENOMEM, small, 64);
  return small[0];
}
