// A VLA parameter int a[n][m]: the same memory seen with other inner sizes, a 3-D one, and
// an index j < 4 whose last value is past the end of x (ESBMC 8.4 agrees).
#include <assert.h>
unsigned nondet(void);
int get(int n, int m, int a[n][m], int i, int j) { return a[i][j]; }
void put3(int n, int m, int k, int a[][m][k], int v) { a[n - 1][m - 1][k - 1] = v; }
int main(void)
{
  int x[2][3] = {{1, 2, 3}, {4, 5, 6}};
  assert(get(2, 3, x, 1, 2) == 6);
  assert(get(3, 2, x, 2, 1) == 6);  // the same memory seen as int[3][2]
  int y[2][2][2] = {0};
  put3(2, 2, 2, y, 9);
  assert(y[1][1][1] == 9);
  unsigned j = nondet();
  __CPROVER_assume(j < 4);
  int r = get(2, 3, x, 1, j);       // j == 3 is outside x
  return r;
}
