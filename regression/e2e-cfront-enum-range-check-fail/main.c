// A state machine whose step function computes the next state by arithmetic: from STOP
// it produces 3, which is no state.
enum mode
{
  IDLE,
  RUN,
  STOP
};

static enum mode next(enum mode m)
{
  return (enum mode)(m + 1);
}

int main(void)
{
  enum mode m = IDLE;
  for(int i = 0; i < 3; i++)
    m = next(m);
  return m == STOP;
}
