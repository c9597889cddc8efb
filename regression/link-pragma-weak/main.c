#include <assert.h>

#pragma weak on_tick
void on_tick(int *counter)
{
  *counter += 1;
}

int main(void)
{
  int c = 0;
  on_tick(&c);
  assert(c == 10);
  return 0;
}
