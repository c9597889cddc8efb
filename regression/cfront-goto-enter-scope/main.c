int main(void)
{
  int c;
  if(c)
    goto in;
  int v = 5;
in:
  __CPROVER_assert(v == 5, "v initialised");
  return 0;
}
