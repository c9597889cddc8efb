#include <stdio.h>

int main(void)
{
  char small[4];
  char exact[4];
  /* "ring" is four characters and a zero: one byte too many for small */
  int n = sscanf("ring bell", "%s", small);
  /* a width equal to the buffer size leaves no room for the zero */
  int m = sscanf("bell", "%4s", exact);
  return n + m;
}
