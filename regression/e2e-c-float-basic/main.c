int main(void)
{
  double d = 1.5;
  float f = 0.1f;
  __CPROVER_assert(d * 2.0 == 3.0, "exact in binary"); //@A
  __CPROVER_assert((double)f != 0.1, "0.1f is not 0.1"); //@B
  __CPROVER_assert((int)2.9 == 2 && (int)-2.9 == -2, "truncation toward zero"); //@C
  return 0;
}
