/* A range designator with a nested designator overrides only that part of each element
   (C11 6.7.9p19, GCC's ranges): the rest keeps what earlier initializers set. */
#include <assert.h>

struct pt { int x, y, z; };
struct line { struct pt a, b; };

int main(void)
{
  struct pt p[4] = { [1] = { 1, 2, 3 }, [2].y = 5, [0 ... 2].x = 9, [3] = { 7 } };
  assert(p[0].x == 9 && p[0].y == 0 && p[0].z == 0);
  assert(p[1].x == 9 && p[1].y == 2 && p[1].z == 3);
  assert(p[2].x == 9 && p[2].y == 5 && p[2].z == 0);
  assert(p[3].x == 7 && p[3].y == 0);
  /* deeper: only b.z of the first two lines */
  struct line l[3] = { { { 1, 1, 1 }, { 2, 2, 2 } }, [1].a.y = 4, [0 ... 1].b.z = 8 };
  assert(l[0].a.x == 1 && l[0].b.x == 2 && l[0].b.y == 2 && l[0].b.z == 8);
  assert(l[1].a.y == 4 && l[1].b.z == 8 && l[1].b.x == 0);
  assert(l[2].b.z == 0);
  /* a range over the whole element replaces it */
  struct pt q[2] = { [1] = { 1, 2, 3 }, [0 ... 1] = { 6 } };
  assert(q[1].x == 6 && q[1].y == 0 && q[1].z == 0);
  int n = 3;
  int a[5] = { [0 ... 4] = n, [2] = 1 };
  assert(a[0] == 3 && a[2] == 1 && a[4] == 3);
  return 0;
}
