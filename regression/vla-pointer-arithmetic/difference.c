int nondet_int(void);
int main(void)
{
  int cols = nondet_int();
  __CPROVER_assume(1 <= cols && cols <= 4);
  int grid[4][4];
  int (*first)[cols] = (int (*)[cols])&grid[0][0];
  int (*third)[cols] = (int (*)[cols])((int *)grid + 2 * cols);
  __CPROVER_assert(third - first == 2, "two rows apart");
  return 0;
}
