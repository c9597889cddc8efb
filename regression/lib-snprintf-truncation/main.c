#include <stdio.h>

int main(void)
{
  char b[4];
  int n = snprintf(b, sizeof b, "%s-%d", "ab", 7);
  // C: snprintf returns the length the whole output would have (4 here), so the
  // truncation check must be able to fire, and b[n] is out of bounds
  if(n >= (int)sizeof b)
    __CPROVER_assert(0, "truncated");
  return 0;
}
