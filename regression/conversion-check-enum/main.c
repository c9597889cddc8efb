// --conversion-check checks conversions between integer (and floating) types only, as
// CBMC does: converting to or from an enumeration is not checked, whatever the values.
enum level { LOW = -1, MID = 0, HIGH = 300 };

int main(void)
{
  unsigned int raw; // any value
  enum level l = (enum level)raw;
  enum level neg = LOW;
  unsigned int widened = neg;
  unsigned char cut = (unsigned char)raw;
  return (int)l + (widened != 0u) + cut;
}
