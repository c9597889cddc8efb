int main(void)
{
  int *p = 0;
  int nondet_int(void);
  if(nondet_int())
  {
    int x;
    p = &x;
  }
  *p = 1; //@A
  return 0;
}
