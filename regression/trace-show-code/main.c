struct point
{
  int x, y;
};

int scale(int v, int k)
{
  int r = v * k;
  return r;
}

int main(void)
{
  struct point p = {1, 2};
  int k;
  __CPROVER_assume(k > 1 && k < 4);
  p.y = scale(p.x, k) + scale(p.y, k);
  __CPROVER_assert(p.y != 9, "y is not nine");
  return 0;
}
