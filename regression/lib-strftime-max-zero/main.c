#include <assert.h>
#include <string.h>
#include <time.h>

int main(void)
{
  struct tm when;
  memset(&when, 0, sizeof when);
  when.tm_year = 124;
  char out[4] = {'k', 'e', 'p', 't'};
  /* nothing fits in zero bytes: 0, and the buffer is not touched */
  size_t n = strftime(out, 0, "%Y-%m-%d", &when);
  assert(n == 0);
  assert(out[0] == 'k' && out[3] == 't');
  /* the executions go on after the call */
  size_t m = strftime(out, sizeof out, "%y", &when);
  assert(m < sizeof out);
  assert(out[m] == 0);
  return 0;
}
