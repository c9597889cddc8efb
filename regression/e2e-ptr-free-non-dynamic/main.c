#include <stdlib.h>

int main(void)
{
  int x;
  free(&x); //@A
  return 0;
}
