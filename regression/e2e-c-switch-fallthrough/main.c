int nondet_int(void);

int main(void)
{
  int k = nondet_int();
  int r = 0;
  switch(k)
  {
  case 1:
    r += 1;
  case 2:
    r += 2;
    break;
  case 3:
    r = 30;
    break;
  default:
    r = -1;
  }
  __CPROVER_assert(k != 1 || r == 3, "case 1 falls through"); //@A
  __CPROVER_assert(r != 2 || k == 2, "only case 2 gives 2"); //@B
  __CPROVER_assert(r != 30, "case 3 is reachable"); //@C
  return 0;
}
