#include <assert.h>
struct B
{
  int b : 3;
};
int main(void)
{
  struct B x;
  x.b = -1;
  assert(x.b == -1);
  assert(x.b < 0);
  return 0;
}
