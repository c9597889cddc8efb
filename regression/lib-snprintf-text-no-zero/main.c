#include <assert.h>
#include <stdio.h>
#include <string.h>

int __VERIFIER_nondet_int(void);

int main(void)
{
  char b[16];
  int v = __VERIFIER_nondet_int();
  /* no conversion writes a zero character: strlen is the returned length */
  int r = snprintf(b, sizeof b, "%d-%s%c", v, "ab", 'x');
  assert(r > 0 && r < (int)sizeof b);
  assert(strlen(b) == (size_t)r);
  /* truncated: the first size - 1 characters, none of them zero */
  r = snprintf(b, 4, "%x", 0x12345);
  assert(r == 5);
  assert(strlen(b) == 3);
  r = sprintf(b, "[%5u]", 7u);
  assert(strlen(b) == 7 && r == 7);
  return 0;
}
