// the second pass of the outer loop jumps into the inner loop's body, past its head: the
// inner loop's counter is not restarted and counts both passes
unsigned char nondet_uchar(void);
int main(void)
{
  unsigned char n = nondet_uchar();
  __CPROVER_assume(n < 4);
  int i, sum = 0;
  for(int pass = 0; pass < 2; pass++)
  {
    i = 0;
    if(pass == 1)
      goto body;
    while(i < n)
    {
    body:
      sum += i;
      i++;
    }
  }
  __CPROVER_assert(sum != 6, "sum");
  return 0;
}
