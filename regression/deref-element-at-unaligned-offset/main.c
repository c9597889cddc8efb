// stores and loads of a whole element at a byte offset k into an array of that element
// type: k is not a multiple of the element size for some inputs
#include <string.h>
int nondet_int(void);
struct pair
{
  unsigned short lo, hi;
};
int main(void)
{
  int k = nondet_int();
  __CPROVER_assume(k >= 0 && k <= 3);
  unsigned w[3];
  memset(w, 0, sizeof w);
  *(unsigned *)((char *)w + k) = 0xA1B2C3D4u;
  unsigned short h[4] = {0x1111, 0x2222, 0x3333, 0x4444};
  unsigned short s = *(unsigned short *)((char *)h + k + 1);
  struct pair p[2] = {{1, 2}, {3, 4}};
  struct pair q = *(struct pair *)((char *)p + 2 * (k & 1));
  __CPROVER_assert(k != 1 || (w[0] == 0xB2C3D400u && w[1] == 0xA1u), "k 1 store");
  __CPROVER_assert(k != 3 || (w[0] == 0xD4000000u && w[1] == 0xA1B2C3u), "k 3 store");
  __CPROVER_assert(k != 0 || s == 0x2211, "k 0 load");
  __CPROVER_assert(k != 2 || s == 0x3322, "k 2 load");
  __CPROVER_assert(k != 1 || (q.lo == 2 && q.hi == 3), "k 1 struct");
  __CPROVER_assert(k != 2 || (w[0] == 0xC3D40000u && w[1] == 0xB2A1u), "k 2 mutant");
  return 0;
}
