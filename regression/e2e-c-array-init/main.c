int grid[2][3] = {{1, 2, 3}, {4}};
int sparse[6] = {[4] = 9, [1] = 7};

int main(void)
{
  __CPROVER_assert(grid[0][2] == 3 && grid[1][0] == 4, "explicit"); //@A
  __CPROVER_assert(grid[1][2] == 0, "rest is zero"); //@B
  __CPROVER_assert(sparse[1] == 7 && sparse[4] == 9 && sparse[5] == 0, "designated"); //@C
  return 0;
}
