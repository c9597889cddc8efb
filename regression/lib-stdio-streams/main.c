#include <assert.h>
#include <stdio.h>

int main(void)
{
  FILE *f = fopen("data.txt", "r");
  if(f == NULL)
    return 1;
  char line[16];
  if(fgets(line, sizeof line, f) != NULL)
    assert(line[15] == 0 || line[0] != 0 || 1);
  int a = 0, b = 0;
  long c = 0;
  int n = fscanf(f, "%d %*s %ld %%", &a, &c);
  int ch = fgetc(f);
  assert(ch >= -1 && ch <= 255);
  fclose(f);

  char out[8];
  int len = snprintf(out, sizeof out, "%d:%ld", a, c);
  // the would-be length: the output is cut at 7 characters when longer
  assert(len >= 0 && out[len < 8 ? len : 7] == 0);
  int k = sscanf("12 34", "%d %d", &a, &b);
  printf("%d %d %d %d\n", n, k, a, b);
  return 0;
}
