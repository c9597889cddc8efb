#include <assert.h>
#include <errno.h>
#include <stdlib.h>

static int by_value(const void *a, const void *b)
{
  int x = *(const int *)a, y = *(const int *)b;
  return (x > y) - (x < y);
}

int main(void)
{
  assert(atoi("12") == 12);
  assert(atoi(" \t-7up") == -7);
  assert(atol("+300") == 300);
  char *end;
  const char *hex = "0x1Fz";
  assert(strtol(hex, &end, 16) == 31 && end == hex + 4);
  assert(strtol("0755", NULL, 0) == 493);
  assert(strtoul("42", &end, 10) == 42 && *end == 0);
  const char *word = "abc";
  assert(strtol(word, &end, 10) == 0 && end == word);
  assert(strtoll("-9223372036854775808", NULL, 10) == -9223372036854775807LL - 1);
  errno = 0;
  assert(strtol("99999999999999999999", NULL, 10) == 9223372036854775807L);
  assert(errno == ERANGE);

  int a[3];
  a[0] = 3;
  a[1] = 1;
  a[2] = 2;
  qsort(a, 3, sizeof(int), by_value);
  assert(a[0] == 1 && a[1] == 2 && a[2] == 3);
  int key = 3;
  assert(bsearch(&key, a, 3, sizeof(int), by_value) == &a[2]);
  key = 4;
  assert(bsearch(&key, a, 3, sizeof(int), by_value) == NULL);

  int r = rand();
  assert(r >= 0 && r <= RAND_MAX);
  char *home = getenv("HOME");
  if(home != NULL)
    (void)home[0];
  return 0;
}
