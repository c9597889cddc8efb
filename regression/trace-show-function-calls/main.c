int twice(int v)
{
  return 2 * v;
}

int outer(int v)
{
  int t = twice(v + 1);
  return t + 1;
}

int main()
{
  int r = outer(20);
  __CPROVER_assert(r != 43, "reached");
  return 0;
}
