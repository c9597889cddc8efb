#include <assert.h>
struct In
{
  int x, y;
};
struct Out
{
  int a;
  struct In in;
  int arr[4];
};
int main(void)
{
  struct Out o = {.in.y = 5, .arr = {[2] = 7, 8}, .a = 1};
  assert(o.a == 1);
  assert(o.in.x == 0);
  assert(o.in.y == 5);
  assert(o.arr[0] == 0 && o.arr[2] == 7 && o.arr[3] == 8);
  int a[] = {1, 2, [5] = 6};
  assert(sizeof(a) == 6 * sizeof(int));
  assert(a[4] == 0 && a[5] == 6);
  struct In pairs[2] = {1, 2, 3};
  assert(pairs[1].x == 3 && pairs[1].y == 0);
  return 0;
}
