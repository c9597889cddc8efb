/* The bits of float constants read through unions, and constants written as bits read
   back as floats: folded by the simplifier (they went to the solver as byte operations),
   and equal to gcc's. */
#include <assert.h>
#include <stdint.h>

union fu
{
  float f;
  uint32_t u;
  uint16_t h[2];
  uint8_t b[4];
};

union du
{
  double d;
  uint64_t u;
  uint32_t w[2];
  float f[2];
};

int main(void)
{
  union fu a;
  a.f = -1.5f;
  assert(a.u == 0xbfc00000u);
  assert(a.h[1] == 0xbfc0 && a.h[0] == 0);
  assert(a.b[3] == 0xbf && a.b[2] == 0xc0);
  a.u = 0x7f7fffffu;
  assert(a.f == 3.40282347e+38f);
  a.u = 1;
  assert(a.f == 0x1p-149f);

  union du c;
  c.d = 0.1;
  assert(c.u == 0x3fb999999999999aull);
  assert(c.w[0] == 0x9999999au && c.w[1] == 0x3fb99999u);
  c.u = 0x8000000000000000ull;
  assert(c.d == 0 && 1 / c.d < 0);
  c.w[0] = 0;
  c.w[1] = 0x3f800000u;
  assert(c.f[1] == 1.0f && c.f[0] == 0.0f);
  assert(c.d == 0x1p-7);
  return 0;
}
