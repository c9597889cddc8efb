int missing(int x)
{
  if(x)
    return x;
}

int main()
{
  int *p = 0;
  switch(1)
  {
    int a = 42;
  case 1:
    __CPROVER_assert(a == 42, "the initialisation of a was jumped over");
  }
  {
    int d = 1;
    p = &d;
  }
  __CPROVER_assert(*p == 1, "d is dead");
  __CPROVER_assert(missing(0) == 0, "missing returns no value");
  return 0;
}
