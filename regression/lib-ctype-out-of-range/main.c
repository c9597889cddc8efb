#include <ctype.h>

int main(void)
{
  // 300 is neither EOF nor an unsigned char: glibc's table is read out of bounds
  int c = 300;
  return isdigit(c);
}
