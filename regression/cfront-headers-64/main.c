#include <assert.h>
#include <stdlib.h>
#include <string.h>
#include <stdio.h>
#include <stdint.h>
#include <limits.h>
#include <math.h>
#include <pthread.h>
_Static_assert(sizeof(long) == sizeof(void *), "data model");
int main(void)
{
  char buf[16];
  size_t n = strlen("abc");
  assert(n == 3);
  int32_t i = INT32_MAX;
  assert(i == INT_MAX);
  snprintf(buf, sizeof buf, "%d", i);
  return (int)n;
}
