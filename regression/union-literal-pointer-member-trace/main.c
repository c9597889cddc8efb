#include <assert.h>

union word {
  unsigned int low;
  const char *text;
};

int nondet_int(void);

int main(void)
{
  union word w = {5u};
  union word v = {0u};
  int x = nondet_int();
  // the failure has nothing to do with the unions: its trace initialises them
  assert(x != 7);
  assert(w.low == 5u && v.low == 0u);
  return 0;
}
