#include <stdlib.h>
struct buf { unsigned len; int data[1]; };
int main(void)
{
  unsigned n;
  __CPROVER_assume(n >= 1 && n <= 4);
  struct buf *b = malloc(sizeof(struct buf) + (n - 1) * sizeof(int));
  if(!b) return 0;
  b->len = n;
  for(unsigned i = 0; i < n; i++)
    b->data[i] = (int)(10 * i + 1);
  unsigned k;
  __CPROVER_assume(k < n);
  __CPROVER_assert(b->data[k] == (int)(10 * k + 1), "symbolic read back");
  __CPROVER_assert(b->data[n - 1] == (int)(10 * (n - 1) + 1), "last element");
  int sum = 0;
  for(unsigned i = 0; i < b->len; i++)
    sum += b->data[i];
  __CPROVER_assert(sum == (int)(5 * n * (n - 1) + n), "sum");
  __CPROVER_assert(sum != 34, "n == 4 gives 64, never 34");
  __CPROVER_assert(sum != 64, "n == 4 gives 64");
  free(b);
  return 0;
}
