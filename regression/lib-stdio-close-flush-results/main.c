#include <assert.h>
#include <stdio.h>

int main(void)
{
  FILE *f = fopen("data.txt", "w");
  if(f == NULL)
    return 1;
  int r = fflush(f);
  assert(r == 0 || r == EOF);
  long at = ftell(f);
  assert(at >= -1);
  r = fseek(f, 0L, SEEK_SET);
  assert(r == 0 || r == -1);
  r = fclose(f);
  assert(r == 0 || r == EOF);
  return 0;
}
