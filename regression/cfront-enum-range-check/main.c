// --enum-range-check on C sources: enumerations are c_enum types, every read of an
// enum-typed value and every conversion to one is checked against the constants.
enum colour { RED, GREEN };

int main(void)
{
  enum colour c = (enum colour)5;
  return c == RED;
}
