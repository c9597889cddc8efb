int nondet_int(void);

int main(void)
{
  int x = nondet_int();
  int y = 0;
  if(x > 10)
    y = 1;
  else
    y = 2;
  __CPROVER_assert(y == 1, "took the first branch"); //@A
  return 0;
}
