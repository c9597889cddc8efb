#include <assert.h>
#include <errno.h>
#include <inttypes.h>
#include <stdlib.h>

int *__errno_location(void);

int main(int argc, char **argv)
{
  (void)argv;
  div_t a = div(7, 2);
  assert(a.quot == 3 && a.rem == 1);
  div_t b = div(-7, 2);
  assert(b.quot == -3 && b.rem == -1);
  ldiv_t c = ldiv(-7L, -2L);
  assert(c.quot == 3 && c.rem == -1);
  lldiv_t d = lldiv(9000000000LL, 7LL);
  assert(d.quot == 1285714285LL && d.rem == 5);
  imaxdiv_t e = imaxdiv(-9, 4);
  assert(e.quot == -2 && e.rem == -1);
  /* a symbolic numerator: quotient and remainder recombine, the remainder has its sign */
  int x = argc - 50;
  if(x > -100 && x < 100)
  {
    div_t r = div(x, 8);
    assert(r.quot * 8 + r.rem == x);
    assert(r.rem == 0 || (r.rem < 0) == (x < 0));
  }
  /* errno is one int under each of its spellings */
  errno = 5;
  assert(*__errno_location() == 5);
  return 0;
}
