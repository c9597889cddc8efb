#include <assert.h>

int nondet_int(void);

int main(void)
{
  int m = 2;
  int v[2][m];
  int i = 1;
  v[i][0] = 1;
  v[1][0] = 2;
  assert(v[i][0] == 2);
  int n = nondet_int();
  __CPROVER_assume(n >= 2 && n <= 3);
  int w[2][n][2];
  for(int a = 0; a < 2; a++)
    for(int b = 0; b < n; b++)
      w[a][b][1] = a + b;
  assert(w[1][n - 1][1] == n);
  assert(v[i][0] == 1); /* fails: v[1][0] is 2 */
  return 0;
}
