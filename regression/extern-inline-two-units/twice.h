extern __inline __attribute__((__gnu_inline__)) int twice(int x)
{
  return 2 * x;
}
int four_times(int x);
