// rbmc's goto types do not tell `char` from `signed char` (both are signedbv[8]) nor keep
// qualifiers of pointed-to types; cfront knows them for declared objects, string literals
// and casts only. A _Generic whose selection depends on them for another controlling
// expression (a call, a member) is a clear error rather than a guess.
#define KIND(x) _Generic((x), char: 1, signed char: 2, default: 0)
#define PTR(x) _Generic((x), char *: 1, const char *: 2)

struct s
{
  const char *p;
};

signed char get(void);

int main(void)
{
  struct s v = {0};
  int r = KIND(get());
  int q = PTR(v.p);
  return r + q;
}
