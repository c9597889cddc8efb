#include <alloca.h>
#include <string.h>

unsigned nondet_unsigned(void);

static int sum(const char *s)
{
  unsigned n = strlen(s);
  char *copy = alloca(n + 1);
  memcpy(copy, s, n + 1);
  int t = 0;
  for(unsigned i = 0; i < n; i++)
    t += copy[i] - '0';
  return t;
}

int main(void)
{
  __CPROVER_assert(sum("123") == 6, "digits add up");
  char *buf = alloca(8);
  buf[7] = 1; /* in bounds */
  __CPROVER_assert(buf[7] == 1, "alloca memory of main lives until main returns");
  return 0;
}
