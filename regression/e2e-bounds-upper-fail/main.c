int nondet_int(void);

int main(void)
{
  int a[5];
  int i = nondet_int();
  if(i >= 0 && i <= 5)
    a[i] = 1; //@A
  return 0;
}
