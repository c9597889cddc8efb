#include <assert.h>
#include <string.h>

/* the library function is only referenced, never called by name */
static void *(*const volatile clear)(void *, int, size_t) = memset;

int main(void)
{
  char buffer[8];
  buffer[5] = 'x';
  clear(buffer, 0, sizeof buffer);
  assert(buffer[5] == 0);
  clear(buffer, 0, sizeof buffer + 1); /* one byte too many */
  return 0;
}
