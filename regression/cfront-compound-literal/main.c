#include <assert.h>
struct P
{
  int x, y;
};
int sum(const int *a, int n)
{
  int s = 0;
  for(int i = 0; i < n; i++)
    s += a[i];
  return s;
}
int main(void)
{
  int *p = (int[]){1, 2, 3};
  assert(p[2] == 3);
  struct P q = (struct P){.y = 4};
  assert(q.x == 0 && q.y == 4);
  assert(sum((int[3]){4, 5, 6}, 3) == 15);
  return 0;
}
