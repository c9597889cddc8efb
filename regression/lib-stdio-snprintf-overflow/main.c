#include <stdio.h>

int main(void)
{
  char name[4];
  int id;
  // the size passed is larger than the buffer: a long id overflows it
  int n = snprintf(name, 32, "id%d", id);
  return n;
}
