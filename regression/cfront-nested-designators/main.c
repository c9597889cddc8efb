// Nested and mixed designated initializers: designators into nested structs and arrays,
// positional initializers continuing after a designator, overriding an earlier
// initializer, brace elision and an array sized by its largest designator (checked
// natively with gcc).
#include <assert.h>

struct point
{
  int x, y;
};
struct shape
{
  int kind;
  struct point corners[3];
  struct point centre;
  char name[4];
};

int main(void)
{
  struct shape s = {
    .centre.y = 9,
    .corners[1] = {4, 5},
    6, // continues after corners[1]: corners[2].x
    .name = "ab",
    .kind = 1,
    .corners[0].y = 2,
  };
  assert(s.kind == 1);
  assert(s.corners[0].x == 0 && s.corners[0].y == 2);
  assert(s.corners[1].x == 4 && s.corners[1].y == 5);
  assert(s.corners[2].x == 6 && s.corners[2].y == 0);
  assert(s.centre.x == 0 && s.centre.y == 9);
  assert(s.name[0] == 'a' && s.name[1] == 'b' && s.name[2] == 0 && s.name[3] == 0);

  int a[] = {[4] = 1, [1] = 2, 3}; // size 5; a[2] = 3
  assert(sizeof(a) == 5 * sizeof(int));
  assert(a[0] == 0 && a[1] == 2 && a[2] == 3 && a[3] == 0 && a[4] == 1);

  struct point ps[2][2] = {1, 2, 3, 4, [1][1].y = 8}; // brace elision, then a designator
  assert(ps[0][0].x == 1 && ps[0][0].y == 2 && ps[0][1].x == 3 && ps[0][1].y == 4);
  assert(ps[1][0].x == 0 && ps[1][1].x == 0 && ps[1][1].y == 8);

  int over[3] = {1, 2, 3, [0] = 7}; // a later initializer of the same element wins
  assert(over[0] == 7 && over[1] == 2);
  return 0;
}
