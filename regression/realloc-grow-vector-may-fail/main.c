// a vector grown by realloc one element at a time; any growth may fail (malloc may fail)
#include <stdlib.h>
struct item
{
  short id;
  int weight;
};
int main(void)
{
  struct item *v = 0;
  unsigned n = 0;
  for(unsigned i = 0; i < 3; i++)
  {
    struct item *t = realloc(v, (n + 1) * sizeof *v);
    if(t == 0)
      break;
    v = t;
    v[n].id = (short)(10 + i);
    v[n].weight = (int)(i * i);
    n++;
  }
  int total = 0;
  for(unsigned i = 0; i < n; i++)
    total += v[i].id + v[i].weight;
  __CPROVER_assert(n < 1 || v[0].id == 10, "first kept");
  __CPROVER_assert(n < 3 || total == 38, "all kept");
  __CPROVER_assert(total != 38, "three grown");
  free(v);
  return 0;
}
