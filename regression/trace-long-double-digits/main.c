int main(void)
{
  long double third = 1.0L / 3.0L;
  long double tiny = 1.0L + 0x1p-100L;
  double as_double = (double)tiny;
  // a long double keeps 113 bits: its trace value shows all the digits it needs
  __CPROVER_assert(tiny == (long double)as_double, "tiny survives a round trip");
  return 0;
}
