int main(void)
{
  int a, b;
  __CPROVER_input("a", a);
  __CPROVER_input("b", b);
  if(a > 0)
  {
    if(a > 0) /* empty then-branch: the test is flipped */
    {
    }
  }
  else if(b)
    ;
  else
    b = 1;
  return b;
}
