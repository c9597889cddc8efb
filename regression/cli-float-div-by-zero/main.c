double nondet_double();

int main()
{
  double y = nondet_double();
  double x = 1.0 / (y * y + 1.0); /* never a division by zero */
  if(y == 0)
    x = 1.0 / y;
  return x > 0;
}
