int nondet_int(void);

int main(void)
{
  int a[8];
  unsigned u = (unsigned)nondet_int();
  a[u % 8] = 1;
  int i = nondet_int();
  if(i >= 0 && i < 8)
    a[i] = 2;
  return 0;
}
