/* strtod in a loop of 100 calls: its parser returns the parse by value (as strtol's),
   so no object is made per call. */
#include <assert.h>
#include <stdlib.h>

int main(void)
{
  double s = 0;
  char *e;
  for(int i = 0; i < 100; i++)
    s += strtod(" -2.5e1x", &e);
  assert(s == -2500.0);
  assert(*e == 'x');
  assert(atof("0.125") == 0.125);
  assert(strtof("inFinity", &e) > 1e38f && *e == 0);
  assert(s != -2500.0); /* fails */
  return 0;
}
