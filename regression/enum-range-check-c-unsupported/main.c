// --enum-range-check is not built for C sources yet (enumerations are compiled as int):
// rbmc must say so instead of reporting no enum-range property at all.
enum colour { RED, GREEN };

int main(void)
{
  enum colour c = (enum colour)5;
  return c == RED;
}
