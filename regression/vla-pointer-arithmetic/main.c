#include <assert.h>
#include <stdlib.h>

int nondet_int(void);

// rows of a matrix whose width is only known at run time
static long row_distance(int cols, int (*from)[cols], int (*to)[cols])
{
  return to - from;
}

int main(void)
{
  int rows = nondet_int();
  int cols = nondet_int();
  __CPROVER_assume(1 <= rows && rows <= 3);
  __CPROVER_assume(1 <= cols && cols <= 4);

  int grid[3][4];
  int (*row)[cols] = (int (*)[cols])grid;
  for(int r = 0; r < rows; ++r)
    for(int c = 0; c < cols; ++c)
      row[r][c] = 10 * r + c;

  // the stride of row + r is cols ints
  int (*last)[cols] = row + (rows - 1);
  assert((char *)last - (char *)grid == (long)(rows - 1) * cols * (long)sizeof(int));
  assert(row_distance(cols, row, last) == rows - 1);
  assert(last - row == rows - 1);
  assert((*last)[cols - 1] == 10 * (rows - 1) + cols - 1);
  assert(((int *)grid)[(rows - 1) * cols] == 10 * (rows - 1));

  // a heap matrix of the same shape, walked backwards
  int (*m)[cols] = malloc(sizeof(int[rows][cols]));
  if(m == NULL)
    return 0;
  for(int (*p)[cols] = m + rows; p != m;)
  {
    --p;
    (*p)[0] = (int)(p - m);
  }
  assert(m[rows - 1][0] == rows - 1);
  free(m);
  return 0;
}
