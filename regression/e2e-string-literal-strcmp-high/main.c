#include <assert.h>
#include <string.h>

int main(void)
{
  int r = strcmp("\x80", "\x01");
  assert(r > 0);
  assert(strcmp("\xfe\xff", "\xfe\xff") == 0);
  assert(memcmp("\x90", "\x10", 1) != 0);
  assert(strcmp("\xc0", "\xc1") == 0);
  return 0;
}
