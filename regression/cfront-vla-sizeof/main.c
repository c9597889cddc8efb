#include <assert.h>
int main(void)
{
  int n = 3;
  int a[n];
  n = 10;
  assert(sizeof(a) == 3 * sizeof(int));
  int m = 2;
  struct S
  {
    char c;
    int v[m];
  };
  m = 100;
  assert(sizeof(struct S) == 12);
  return 0;
}
