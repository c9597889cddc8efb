#include <stdio.h>

int main(void)
{
  char b[4] = "abc";
  int v[3] = {1, 2, 3};
  fwrite(b, 1, 4, stdout);            // the whole array: fine
  fwrite(v, sizeof v[0], 3, stdout);  // three ints: fine
  fwrite(b, 0, 100, stdout);          // no bytes
  fwrite(b, 1, 10, stdout);           // reads 10 bytes of a 4-byte array
  return 0;
}
