#include <assert.h>
#include <stddef.h>
struct B
{
  char a;
  int b : 3;
  int c : 10;
  char d;
  unsigned e : 20;
  unsigned f : 20;
};
struct Z
{
  char a;
  int : 0;
  char b;
};
int main(void)
{
  assert(sizeof(struct B) == 12);
  assert(offsetof(struct B, d) == 3);
  assert(sizeof(struct Z) == 5);
  assert(offsetof(struct Z, b) == 4);
  struct B x = {1, 3, 511, 2, 0xfffff, 3};
  assert(x.b == 3);
  assert(x.c == 511);
  assert(x.e == 0xfffff);
  return 0;
}
