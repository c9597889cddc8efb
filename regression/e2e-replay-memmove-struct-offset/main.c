#include <assert.h>
#include <string.h>

struct rec
{
  int tag;
  char name[6];
  short len;
};

int main(void)
{
  struct rec r;
  memset(r.name + 2, 'x', 3);
  memmove(r.name, r.name + 2, 2);
  assert(r.name[0] == 'x' && r.name[1] == 'x' && r.name[4] == 'x');
  r.len = 5;
  assert(r.len == 5);
  assert(r.name[3] != 'x');
  return 0;
}
