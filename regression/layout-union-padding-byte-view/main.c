#include <assert.h>
union U { int a:3; char b; short c[3]; };
struct T { char x; union U u; char y; };
int main() {
  union U u; struct T t;
  _Static_assert(sizeof(union U) == 8, "usize");
  _Static_assert(sizeof(struct T) == 16, "tsize");
  assert((char*)&t.y - (char*)&t == 12);
  u.c[2] = 0x1234;
  assert(((unsigned char *)&u)[4] == 0x34);
  t.y = 5;
  assert(*((char*)&t + 12) == 5);
  return 0;
}
