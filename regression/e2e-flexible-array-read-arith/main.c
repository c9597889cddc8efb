#include <assert.h>
#include <limits.h>
#include <stdlib.h>

struct F
{
  int n;
  int d[];
};

int main(void)
{
  struct F *f = malloc(sizeof(struct F) + 2 * sizeof(int));
  if(!f)
    return 0;
  f->d[0] = 5;
  int s = f->d[0] + 1;
  assert(s == 6);
  f->d[1] = INT_MAX;
  int t = f->d[1] + f->d[0];
  free(f);
  return 0;
}
