#include <assert.h>
union U
{
  unsigned int i;
  unsigned char c[4];
};
int main(void)
{
  union U u = {0x01020304u};
  assert(u.c[0] == 4);
  assert(u.c[3] == 1);
  u.c[0] = 0xff;
  assert(u.i == 0x010203ffu);
  assert(sizeof(union U) == 4);
  return 0;
}
