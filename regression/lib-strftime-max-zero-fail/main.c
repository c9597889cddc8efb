#include <assert.h>
#include <string.h>
#include <time.h>

int main(void)
{
  struct tm when;
  memset(&when, 0, sizeof when);
  char out[16];
  size_t n = strftime(out, 0, "%H:%M", &when);
  /* strftime returned 0: this assertion is reachable and fails */
  assert(n != 0);
  return 0;
}
