#include <stdio.h>

int main(void)
{
  char line[8];
  // the size passed is larger than the buffer
  if(fgets(line, 16, stdin) == NULL)
    return 1;
  return line[0];
}
