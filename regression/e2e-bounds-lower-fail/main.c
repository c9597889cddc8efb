int nondet_int(void);

int main(void)
{
  int a[5] = {0};
  int i = nondet_int();
  if(i > -3 && i < 5)
    return a[i]; //@A
  return 0;
}
