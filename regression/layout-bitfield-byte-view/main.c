#include <assert.h>
struct S { int a:3; int b:5; int c; };
int main(void) {
  struct S s;
  assert((int *)((char *)&s + 4) == &s.c);
  s.c = 7; s.a = 1; s.b = 3;
  assert(*(int *)((char *)&s + 4) == 7);
  assert(((unsigned char *)&s)[0] == (1 | (3 << 3)));
  unsigned char *p = (unsigned char *)&s;
  p[4] = 9; p[5] = 0; p[6] = 0; p[7] = 0;
  assert(s.c == 9);
  return 0;
}
