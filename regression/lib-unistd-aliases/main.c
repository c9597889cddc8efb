#define _LARGEFILE64_SOURCE
#include <assert.h>
#include <errno.h>
#include <unistd.h>

/* Windows' spellings, and errno's on macOS, Windows and newlib: glibc has none of them,
   so gcc runs the program with these stand-ins */
unsigned int _sleep(unsigned int seconds);
int _close(int fd);
ssize_t _read(int fd, void *buf, size_t count);
ssize_t _write(int fd, const void *buf, size_t count);
long _lseek(int fd, long offset, int whence);
int _getpid(void);
int *__error(void);
int *_errno(void);
int *__errno(void);
#ifndef __CPROVER__
unsigned int _sleep(unsigned int s) { return sleep(s); }
int _close(int fd) { return close(fd); }
ssize_t _read(int fd, void *b, size_t n) { return read(fd, b, n); }
ssize_t _write(int fd, const void *b, size_t n) { return write(fd, b, n); }
long _lseek(int fd, long o, int w) { return lseek(fd, o, w); }
int _getpid(void) { return getpid(); }
int *__error(void) { return &errno; }
int *_errno(void) { return &errno; }
int *__errno(void) { return &errno; }
#endif

int main(void)
{
  assert(_sleep(0) == 0);
  char buf[4];
  ssize_t n = _read(0, buf, sizeof buf);
  assert(n >= -1 && n <= 4);
  assert(_write(1, "", 0) <= 0);
  assert(_lseek(0, 0, SEEK_CUR) >= -1 && lseek64(0, 0, SEEK_CUR) >= -1);
  assert(_getpid() > 0);
  _close(-1);
  assert(errno == EBADF);
  *__error() = 0;
  assert(errno == 0 && *_errno() == 0 && *__errno() == 0);
  long page = sysconf(_SC_PAGESIZE);
  assert(page > 0);
  long cpus = sysconf(_SC_NPROCESSORS_ONLN);
  assert(cpus >= 1);
  assert(sysconf(_SC_OPEN_MAX) >= -1);
  return 0;
}
