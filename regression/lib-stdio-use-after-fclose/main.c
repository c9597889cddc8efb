#include <stdio.h>

int main(void)
{
  FILE *f = fopen("log.txt", "w");
  if(f == NULL)
    return 1;
  fputs("start\n", f);
  fclose(f);
  // the stream is gone
  return fputs("end\n", f);
}
