// Enumerations used only with their constants: conversions, increments within range,
// parameters, returns, switch and an enum compared with int all pass the range check.
#include <assert.h>

enum mode
{
  IDLE,
  RUN,
  STOP = 4
};

static enum mode next(enum mode m)
{
  switch(m)
  {
  case IDLE:
    return RUN;
  case RUN:
    return STOP;
  default:
    return IDLE;
  }
}

int main(void)
{
  enum mode m = IDLE;
  m = next(m);
  assert(m == RUN);
  m = next(m);
  assert(m == 4);
  m = next(m);
  m++;
  assert(m == RUN);
  enum mode copy = m;
  assert(copy - STOP < 0);
  return 0;
}
