// a goto back to a label before a loop restarts it from inside (once); merged paths
// count the loop iterations of both passes together
unsigned nondet_unsigned(void);
int main(void)
{
  int restarts = 0, total = 0;
restart:
  restarts++;
  int k = 0;
  while(k < 4)
  {
    unsigned v = nondet_unsigned();
    total++;
    if(v % 5 == 0 && restarts < 2)
      goto restart;
    k++;
  }
  __CPROVER_assert(total <= 8, "total");
  __CPROVER_assert(total != 8, "eight");
  return 0;
}
