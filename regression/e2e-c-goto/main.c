int main(void)
{
  int i = 0, s = 0;
again:
  s += i;
  i++;
  if(i < 4)
    goto again;
  __CPROVER_assert(s == 6, "0+1+2+3"); //@A
  return 0;
}
