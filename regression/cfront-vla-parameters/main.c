// Parameters with variable inner sizes (int a[][m]): the sizes name earlier parameters and
// are evaluated on entry; indexing steps by them, recursion and calls through a pointer
// whose type has a constant size work (checked natively with gcc).
#include <assert.h>
int total(int n, int m, int a[][m]);
int total(int n, int m, int a[][m])
{
  if(n == 0)
    return 0;
  int s = 0;
  for(int j = 0; j < m; j++)
    s += a[n - 1][j];
  return s + total(n - 1, m, a);
}
void fill(int n, int m, int (*a)[m])
{
  for(int i = 0; i < n; i++)
    for(int j = 0; j < m; j++)
      a[i][j] = i * 10 + j;
}

int check_fill(void)
{
  int y[2][3];
  fill(2, 3, y);
  assert(y[1][2] == 12 && y[0][1] == 1);
  return 0;
}

int main(void)
{
  int x[3][2] = {{1, 2}, {3, 4}, {5, 6}};
  int (*fp)(int, int, int (*)[2]) = total;
  assert(total(3, 2, x) == 21);
  assert(fp(2, 2, x) == 10);
  assert(sizeof(x) == 24);
  check_fill();
  return 0;
}
