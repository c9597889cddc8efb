int nondet_int(void);

int main(void)
{
  int x = 0;
  for(int i = 0; i < 30; i++)
  {
    if(nondet_int())
      x += i;
  }
  __CPROVER_assert(x != 433, "433 is not a subset sum"); //@A
  return 0;
}
