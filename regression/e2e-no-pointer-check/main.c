int main(void)
{
  int *p = 0;
  int nondet_int(void);
  if(nondet_int())
    *p = 1;
  return 0;
}
