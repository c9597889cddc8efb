int main(void)
{
  int a[4];
  int i;
  __CPROVER_assume(i >= 0 && i <= 4);
  for(int k = 0; k < 2; k++)
  {
    __CPROVER_assert(k < 2, "loop counter");
    a[i] = k;                         // i == 4 is out of bounds: fatal
  }
  return 0;
}
