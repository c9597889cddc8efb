#include <assert.h>
#include <unistd.h>

ssize_t _read(int fd, void *buf, size_t count);
#ifndef __CPROVER__
ssize_t _read(int fd, void *b, size_t n) { return read(fd, b, n); }
#endif

int main(void)
{
  char buf[4];
  /* the buffer is 4 bytes: reading 8 writes past it */
  ssize_t n = _read(0, buf, 8);
  (void)n;
  /* a limit may be unbounded (-1) */
  assert(sysconf(_SC_OPEN_MAX) > 0);
  return 0;
}
