int nondet_int(void);

int main(void)
{
  int x = nondet_int();
  if(x == 17)
    goto ERROR;
  return 0;
ERROR:
  return 1; //@A
}
