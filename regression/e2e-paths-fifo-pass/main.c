int nondet_int(void);

int main(void)
{
  int x = nondet_int();
  int y;
  if(x > 10)
    y = 1;
  else
    y = 2;
  if(x > 20)
    y = y * 3;
  __CPROVER_assert(y == 1 || y == 2 || y == 3, "all paths"); //@A
  return 0;
}
