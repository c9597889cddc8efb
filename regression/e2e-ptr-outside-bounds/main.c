int main(void)
{
  int a[3] = {1, 2, 3};
  int *p = a;
  int s = 0;
  for(int i = 0; i < 4; i++)
    s += *(p + i); //@A
  return s;
}
