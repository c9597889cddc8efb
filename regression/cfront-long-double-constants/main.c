int main(void)
{
  long double d = 1.5L;
  double e = 0.1;
  float f = 0.1f;
  __CPROVER_assert(sizeof(d) == 16, "sizeof long double");
  return 0;
}
