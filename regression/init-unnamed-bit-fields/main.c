#include <assert.h>
#include <string.h>
struct A { char a; int : 3; int b : 5; unsigned : 0; short c; int : 7; };
union U { int : 4; int x; };
int main(void) {
  struct A s = { 1, 2, 3 };
  struct A t = { .b = 7, 9 };
  assert(s.a == 1 && s.b == 2 && s.c == 3);
  assert(t.b == 7 && t.c == 9 && t.a == 0);
  union U u = { 5 };
  assert(u.x == 5);
  struct A z; memset(&z, 0, sizeof z); z = (struct A){ 4, 5, 6 };
  assert(z.c == 6);
  assert(sizeof(struct A) == 8);
  return 0;
}
