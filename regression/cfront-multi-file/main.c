#include <assert.h>
extern int shared;
int bump(void);
static int hidden = 1;
int main(void)
{
  assert(shared == 10);
  assert(bump() == 11);
  assert(shared == 11);
  assert(hidden == 1);
  return 0;
}
