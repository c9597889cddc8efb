#include <assert.h>
#include <stdlib.h>

struct vec
{
  int n;
  int d[];
};

int main(void)
{
  struct vec *v = malloc(sizeof(struct vec) + 4 * sizeof(int));
  if(!v)
    return 0;
  v->n = 4;
  for(int i = 0; i < v->n; i++)
    v->d[i] = i + 1;
  int s = 0;
  for(int i = 0; i < v->n; i++)
    s = s + v->d[i] * 2;
  assert(s == 20);
  assert(v->d[0] + v->d[3] != 5);
  free(v);
  return 0;
}
