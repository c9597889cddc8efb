int main(void)
{
  int a[2], b[2];
  int *p = &a[0], *q = &b[1];
  int nondet_int(void);
  int r = 0;
  if(nondet_int())
    q = &a[1];
  if(p < q) //@A
    r = 1;
  return r;
}
