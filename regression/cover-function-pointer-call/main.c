static int (*fp)(int);

int inc(int x)
{
  return x + 1;
}

int main(void)
{
  fp = inc;
  int r = fp(1);
  return r;
}
