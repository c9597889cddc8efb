int main(void)
{
  int a, b;
  _Bool ok;
  if((a > 0 || b > 0) && ok)
    a = 0;
  return a;
}
