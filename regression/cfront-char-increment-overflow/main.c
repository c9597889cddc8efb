int main(void)
{
  signed char c;
  __CPROVER_assume(c == 127);
  c++;
  return 0;
}
