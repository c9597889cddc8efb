// Long double constants in property texts print as CBMC's expr2c prints them: the
// decimal value with an `l` suffix (not the bit pattern of the 128-bit format).
int main(void)
{
  long double a, b, c;
  a = a * 2.0L;
  b = b * 0.25L;
  c = c / -0.5L;
  double d;
  d = d * 3.0;
  float f;
  f = f - 1.5f;
  return 0;
}
