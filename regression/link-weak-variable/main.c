#include <assert.h>

__attribute__((weak)) int level = 1;
int limit __attribute__((weak)) = 5;
__attribute__((weak)) int fallback = 3;

int main(void)
{
  // other.c defines level and limit strongly: its values win, as with gcc's linker
  assert(level == 9);
  assert(limit == 7);
  // no strong definition anywhere: the weak one stays
  assert(fallback == 3);
  return 0;
}
