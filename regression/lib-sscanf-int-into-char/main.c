#include <stdio.h>

int main(void)
{
  char c[2];
  /* %d writes an int (4 bytes) into a 2-byte object */
  int n = sscanf("5", "%d", (int *)c);
  return n;
}
