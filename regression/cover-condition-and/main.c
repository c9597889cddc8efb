int main(void)
{
  int a, b;
  if(a > 0 && b > 0)
    a = 1;
  return 0;
}
