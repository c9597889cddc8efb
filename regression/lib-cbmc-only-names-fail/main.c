#include <assert.h>

void __asm_fnstcw(unsigned short *dest);

int main(void)
{
  /* only the rounding mode's bits of the control word are known */
  unsigned short cw;
  __asm_fnstcw(&cw);
  assert(cw == 0);
  return 0;
}
