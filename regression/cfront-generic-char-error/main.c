// rbmc's goto types do not tell `char` from `signed char` (both are signedbv[8]) nor keep
// qualifiers of pointed-to types, so a _Generic whose selection depends on that is a clear
// error rather than a guess.
#define KIND(x) _Generic((x), char: 1, signed char: 2, default: 0)
#define PTR(x) _Generic((x), int *: 1, const int *: 2)

int main(void)
{
  signed char sc = 0;
  const int ci = 0;
  int r = KIND(sc);
  int q = PTR(&ci);
  return r + q;
}
