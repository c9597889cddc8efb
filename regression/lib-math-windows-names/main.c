#include <assert.h>
#include <float.h>
#include <math.h>
#include <stddef.h>
#include <sys/mman.h>

/* MSVC's and CBMC's library names: glibc has none of them, so gcc runs the program with
   these stand-ins */
int _isnan(double x);
int _dsign(double x);
int _fdsign(float x);
int _ldsign(long double x);
short _dclass(double x);
short _fdclass(float x);
short _ldclass(long double x);
double nextUp(double x);
float nextUpf(float x);
long double nextUpl(long double x);
void *_mmap(void *addr, size_t length, int prot, int flags, int fd, off_t offset);
int _munmap(void *addr, size_t length);
#ifndef __CPROVER__
int _isnan(double x) { return isnan(x); }
int _dsign(double x) { return signbit(x) != 0; }
int _fdsign(float x) { return signbit(x) != 0; }
int _ldsign(long double x) { return signbit(x) != 0; }
short _dclass(double x) { return fpclassify(x); }
short _fdclass(float x) { return fpclassify(x); }
short _ldclass(long double x) { return fpclassify(x); }
double nextUp(double x) { return nextafter(x, INFINITY); }
float nextUpf(float x) { return nextafterf(x, INFINITY); }
long double nextUpl(long double x) { return nextafterl(x, INFINITY); }
void *_mmap(void *a, size_t l, int p, int f, int fd, off_t o) { return mmap(a, l, p, f, fd, o); }
int _munmap(void *a, size_t l) { return munmap(a, l); }
#endif

int main(void)
{
  assert(_isnan(NAN) && !_isnan(1.0));
  assert(_dsign(-0.0) && !_dsign(2.0) && _fdsign(-1.0f) && _ldsign(-3.0L));
  assert(_dclass(0.0) == FP_ZERO && _dclass(DBL_TRUE_MIN) == FP_SUBNORMAL);
  assert(_fdclass(INFINITY) == FP_INFINITE && _ldclass(1.0L) == FP_NORMAL);
  assert(nextUp(1.0) == 1.0 + DBL_EPSILON && nextUp(-0.0) == DBL_TRUE_MIN);
  assert(nextUp(-INFINITY) == -DBL_MAX && nextUp(INFINITY) == INFINITY);
  assert(nextUpf(1.0f) == 1.0f + FLT_EPSILON);
  assert(nextUpl(1.0L) > 1.0L && nextUpl(1.0L) - 1.0L <= 0x1p-63L);
  char *p = _mmap(0, 16, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  if(p != MAP_FAILED)
  {
    p[15] = 1;
    assert(p[0] == 0);
    _munmap(p, 16);
  }
  return 0;
}
