// a goto from inside a for loop back to a label before it: the first round may leave the
// loop early and start over
unsigned char nondet_uchar(void);
int main(void)
{
  unsigned char n = nondet_uchar(), m = nondet_uchar();
  __CPROVER_assume(n < 4 && m < 4);
  int rounds = 0, work = 0;
again:
  rounds++;
  for(int j = 0; j < n; j++)
  {
    work++;
    if(rounds == 1 && j == m)
      goto again;
  }
  __CPROVER_assert(work != 5, "work");
  __CPROVER_assert(rounds <= 2, "rounds");
  return 0;
}
