// `return;` in a function that returns a value gives the caller an unconstrained value,
// also when another path of the function returns one (the merged return value must not
// take that path's value).
int nondet_int(void);

int checked(int x)
{
  if(x > 0)
    return x;
  return; // no value
}

long widened(int x)
{
  if(x == 5)
    return 50;
  if(x == 6)
    return;
  return 60;
}

int main(void)
{
  int x = nondet_int();
  int r = checked(x);
  if(x > 0)
    __CPROVER_assert(r == x, "the value returned");
  if(x <= 0)
    __CPROVER_assert(r == x, "fails: no value returned");
  long w = widened(x);
  if(x == 5 || x == 7)
    __CPROVER_assert(w == 50 || w == 60, "values returned");
  if(x == 6)
    __CPROVER_assert(w == 50 || w == 60, "fails: nothing returned for 6");
  return 0;
}
