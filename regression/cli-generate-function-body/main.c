int ext(int *p, int n);
int counter;
int slow(void)
{
  int s = 0;
  for(int i = 0; i < 1000000; i++)
    s++;
  return s;
}
int main()
{
  int x = 1;
  int r = ext(&x, 5);
  __CPROVER_assert(x == 1, "ext may change what p points to");
  __CPROVER_assert(counter == 0, "ext may change globals");
  __CPROVER_assert(r == 0, "ext returns anything");
  __CPROVER_assert(slow() >= 0, "slow's body is gone");
  return 0;
}
