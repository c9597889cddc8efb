#include <stdint.h>

int classify(int c)
{
  switch(c)
  {
  case 0xC7:
    return 1;
  case (uint8_t)-57: // also 199 after conversion to int
    return 2;
  default:
    return 0;
  }
}

int main(void)
{
  __CPROVER_assert(classify(199) == 1, "first label");
  return 0;
}
