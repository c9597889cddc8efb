#include <assert.h>
// A cast statement whose type is variably modified evaluates the size expressions in
// the type, even though the cast's value is discarded (C11 6.8.3, 6.7.6.2p5).
int counter;

int main(void)
{
  int n = 2;
  (struct { char bytes[n++]; } *)0;
  assert(n == 3);
  (char (*)[++counter])0;
  assert(counter == 1);
  (void)n++;
  assert(n == 4);
  (int)n;
  assert(n == 5);
  return 0;
}
