// Designators into the same sub-object merge: later ones override only what they name;
// sparse designators into a large array (checked natively with gcc).
#include <assert.h>
struct in { int x, y; };
struct out { struct in a, b; int arr[3]; union { int i; char c[4]; } u; };
int main(void)
{
  struct out o = { .a.x = 1, .a.y = 2, .b = {3}, .b.y = 4, .arr[2] = 9, .arr[0] = 7, .u.c[1] = 5, .u.c[2] = 6 };
  assert(o.a.x == 1 && o.a.y == 2);
  assert(o.b.x == 3 && o.b.y == 4);
  assert(o.arr[0] == 7 && o.arr[1] == 0 && o.arr[2] == 9);
  assert(o.u.c[1] == 5 && o.u.c[2] == 6 && o.u.c[0] == 0);
  struct out p = { .a.y = 2, 3, 4 }; // 3 -> b.x? no: after a.y comes b (elided): b.x = 3, b.y = 4
  assert(p.a.y == 2 && p.b.x == 3 && p.b.y == 4);
  int big[5000] = { [10] = 1, [4000] = 2, [10] = 3 };
  assert(big[10] == 3 && big[4000] == 2 && big[11] == 0);
  struct in arr2[2] = { [1].y = 5, [0].x = 6, [1].x = 7 };
  assert(arr2[1].y == 5 && arr2[0].x == 6 && arr2[1].x == 7);
  return 0;
}
