int classify(int x)
{
  if(x < 0)
    return -1;
  if(x == 0)
    return 0;
  return 1;
}

int unused(int y)
{
  return y * 2;
}

int main(void)
{
  int v;
  int r = classify(v);
  if(r > 1)
  {
    r = 5; // unreachable
  }
  return r;
}
