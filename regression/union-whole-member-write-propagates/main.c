#include <assert.h>
#include <stdint.h>

union narrow_wide {
  uint8_t byte;
  uint16_t half;
};

int main(void)
{
  union narrow_wide u;
  int n = 0;
  // a loop whose counter is a union member as wide as the union: its bound is decided
  // by constants (the member's writes cover the whole union)
  for(u.half = 65507; u.half >= 9; u.half = u.half + 3)
    n++;
  assert(n == 10);
  union narrow_wide v = {0};
  v.half = 0x1234;
  assert(v.byte == 0x34);
  return 0;
}
