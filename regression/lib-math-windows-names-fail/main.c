#include <assert.h>
#include <sys/mman.h>
#include <stddef.h>

double nextUp(double x);
void *_mmap(void *addr, size_t length, int prot, int flags, int fd, off_t offset);
int _munmap(void *addr, size_t length);
#ifndef __CPROVER__
#include <math.h>
double nextUp(double x) { return nextafter(x, INFINITY); }
void *_mmap(void *a, size_t l, int p, int f, int fd, off_t o) { return mmap(a, l, p, f, fd, o); }
int _munmap(void *a, size_t l) { return munmap(a, l); }
#endif

int main(void)
{
  /* nextUp of -0 is the least positive subnormal, not zero */
  assert(nextUp(-0.0) == 0.0);
  char *p = _mmap(0, 16, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  if(p != MAP_FAILED)
  {
    _munmap(p, 16);
    /* the mapping is gone */
    p[0] = 1;
  }
  return 0;
}
