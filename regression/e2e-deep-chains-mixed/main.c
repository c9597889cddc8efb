#include <assert.h>

/* left-leaning chains of 10,000 operators of several kinds */
#define T10(x) x x x x x x x x x x
#define T100(x) T10(T10(x))
#define T10000(x) T100(T100(x))

unsigned nondet_uint(void);
_Bool nondet_bool(void);

int main(void)
{
  unsigned x = nondet_uint();
  unsigned d = 0u T10000(- x);
  assert(d == 0u - x * 10000u);
  _Bool b = nondet_bool();
  _Bool all = 1 T10000(&& b);
  assert(all == b);
  unsigned o = 0u T10000(| x);
  assert(o == x);
  unsigned m = 1u T10000(* 3u);
  assert(m != 0u);
  assert(d != 0u);
  return 0;
}
