int scale(int v)
{
  return 2 * v;
}
