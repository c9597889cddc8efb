unsigned nondet_unsigned(void);

int main(void)
{
  unsigned x = nondet_unsigned() % 10u;
  if(x == 17u)
    goto ERROR;
  return 0;
ERROR:
  return 1; //@A
}
