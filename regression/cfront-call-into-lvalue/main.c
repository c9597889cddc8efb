int twice(int x)
{
  return 2 * x;
}
int main(void)
{
  int r = twice(4);
  r = twice(r);
  long l = twice(r);
  return r + (int)l;
}
