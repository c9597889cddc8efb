#include <stdio.h>

int nondet_int(void);

int main(void)
{
  // INT_MIN needs 11 characters and the terminating zero: 12 bytes
  char eleven[11];
  sprintf(eleven, "%d", nondet_int());
  return 0;
}
