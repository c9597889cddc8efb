// An initialised declaration spanning lines: the initialisation (its trace step and the
// checks of the initializer) is at the initializer's line, the declaration at the
// declarator's.
int divide(int a, int b)
{
  int quotient =
    a / b;
  return quotient;
}

int main(void)
{
  int d;
  const char *greeting =
    "hel"
    "lo";
  int r = divide(10, d);
  __CPROVER_assert(greeting[0] != 'h' || r < 0, "fails");
  return 0;
}
